// Type-checks every workspace against the sources of the packages it uses (no build needed), in
// dependency order so the first error is in the lowest package, then the scripts themselves.
import { dependencyOrder, readWorkspaces } from './lib/workspace-graph.mjs';
import { run } from './lib/run.mjs';

const projects = [...dependencyOrder(readWorkspaces()).map((w) => w.dir), 'scripts'];
for (const project of projects) {
  console.log(`tsc -p ${project}`);
  await run('npx', ['tsc', '-p', project]);
}
