// Type-checks every package against the sources of the packages it uses (no build needed).
import { run } from './lib/run.mjs';

const projects = [
  'packages/domain',
  'packages/contract',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
  'scripts',
];
for (const project of projects) {
  console.log(`tsc -p ${project}`);
  await run('npx', ['tsc', '-p', project]);
}
