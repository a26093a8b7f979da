// RSS of Plotplan on PGlite after seeding (bench/api's 50 projects), sampled while it rests, to
// tell the process's resting memory from what the seeding's worker threads hold for a while.
//   npm run build && npx tsx --conditions=@plotplan/source bench/api/idle-rss.ts
import { startPlotplan } from './targets.js';
import { rssMiB } from './wrk.js';

const target = await startPlotplan({ name: 'Plotplan, PGlite', port: 18_503, projects: 50 });
try {
  const rows: string[] = [];
  let waited = 0;
  for (const at of [5, 30, 75]) {
    await new Promise((resolve) => setTimeout(resolve, (at - waited) * 1000));
    waited = at;
    rows.push(`| ${at} s | ${rssMiB(target.pids()).toFixed(0)} |`);
  }
  console.log('| after seeding | RSS MiB |\n|--:|--:|\n' + rows.join('\n'));
} finally {
  await target.stop();
}
