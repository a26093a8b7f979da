// @ts-check
// Builds every workspace that has a build script, each after the packages its manifest declares.
import { dependencyOrder, readWorkspaces } from './lib/workspace-graph.mjs';
import { run } from './lib/run.mjs';

for (const workspace of dependencyOrder(readWorkspaces())) {
  if (workspace.scripts['build'] === undefined) continue;
  await run('npm', ['run', 'build', '--silent', '-w', workspace.name]);
}
