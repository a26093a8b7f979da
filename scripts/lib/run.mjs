// @ts-check
import { spawn } from 'node:child_process';

/**
 * Runs a command with inherited output; rejects (and so stops the script) on a non-zero exit.
 * @param {string} command @param {string[]} args @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  return runStatus(command, args, options).then((code) => {
    if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${code})`);
  });
}

/**
 * Runs a command and resolves with its exit code instead of failing.
 * @param {string} command @param {string[]} args @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<number>}
 */
export function runStatus(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}
