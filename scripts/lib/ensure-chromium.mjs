import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Browser tests drive Debian's Chromium; install it with apt when it is missing and we are root. */
export async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y chromium ` +
        '(or set CHROMIUM_PATH to a Chromium binary).',
    );
  }
  console.log('Installing Debian chromium for the browser tests…');
  const lock = ['-o', 'DPkg::Lock::Timeout=600'];
  await run('apt-get', [...lock, 'update', '-qq']);
  await run('apt-get', [...lock, 'install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
