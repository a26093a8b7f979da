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

// At most `jobs` checks at once, started in dependency order (the waiting list is first in, first out).
let free = jobs;
/** @type {(() => void)[]} */
const waiting = [];
const acquire = () =>
  free > 0
    ? ((free -= 1), Promise.resolve())
    : new Promise((resolve) => waiting.push(() => resolve(undefined)));
const release = () => {
  const next = waiting.shift();
  if (next === undefined) free += 1;
  else next();
};
const results = projects.map(async (project) => {
  await acquire();
  try {
    return await check(project);
  } finally {
    release();
  }
});

let failed = 0;
for (const [i, result] of results.entries()) {
  const { code, output } = await result;
  console.log(`tsc -p ${projects[i]}`);
  if (output !== '') process.stdout.write(output);
  if (code !== 0) failed = code;
}
process.exit(failed);
