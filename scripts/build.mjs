// @ts-check
// Builds every package in dependency order: domain -> contract -> web -> server.
import { run } from './lib/run.mjs';

for (const workspace of ['@plotplan/domain', '@plotplan/contract', '@plotplan/web', '@plotplan/server']) {
  await run('npm', ['run', 'build', '--silent', '-w', workspace]);
}
