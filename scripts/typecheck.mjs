// @ts-check
// Type-checks every workspace against the sources of the packages it uses (no build needed), in
// dependency order so the first error is in the lowest package, then the scripts themselves.
// `--jobs N` checks N projects at a time (CI: 2, beside lint), each project's output printed whole
// in that same order.
import { spawn } from 'node:child_process';
import { dependencyOrder, readWorkspaces } from './lib/workspace-graph.mjs';

const jobsArg = process.argv.indexOf('--jobs');
const jobs = jobsArg === -1 ? 1 : Math.max(1, Number(process.argv[jobsArg + 1]) || 1);
const projects = [...dependencyOrder(readWorkspaces()).map((w) => w.dir), 'scripts'];

/** @param {string} project @returns {Promise<{ code: number; output: string }>} */
const check = (project) =>
  new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });

/** @type {Promise<{ code: number; output: string }>[]} */
const results = [];
let next = 0;
const running = new Set();
const startNext = () => {
  const project = projects[next++];
  if (project === undefined) return;
  const result = check(project);
  results.push(result);
  running.add(result);
  void result.then(() => {
    running.delete(result);
    startNext();
  });
};
for (let i = 0; i < jobs; i++) startNext();

let failed = 0;
for (let i = 0; i < projects.length; i++) {
  // A slot frees only when a check ends, so wait until this project's check has been started.
  while (results[i] === undefined) await Promise.race(running);
  const { code, output } = await /** @type {Promise<{ code: number; output: string }>} */ (results[i]);
  console.log(`tsc -p ${projects[i]}`);
  if (output !== '') process.stdout.write(output);
  if (code !== 0) failed = code;
}
process.exit(failed);
