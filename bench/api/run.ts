// GET /api/projects/ and GET /api/projects/{id}/ under wrk, Plotplan (production build) on PGlite and
// on PostgreSQL side by side with the DRF peer in one run; req/s, p50/p99, the ratio to DRF and the
// RSS of Plotplan's processes idle (after seeding) and under load. `npm run build` first, then:
//   npx tsx --conditions=@plotplan/source bench/api/run.ts
// Environment: BENCH_TARGETS=drf,postgres,pglite  BENCH_DURATION=10s  BENCH_WARMUP=3s
//   BENCH_CONNECTIONS=32  BENCH_THREADS=2  BENCH_PROJECTS=50  BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres
//   BENCH_PG_DATABASE=plotplan_bench (dropped and created anew)
//   BENCH_DRF_URL=http://127.0.0.1:8001  BENCH_WEB_CONCURRENCY (Plotplan on PostgreSQL: WEB_CONCURRENCY)
//   BENCH_CPU_PROF=dir (node --cpu-prof into that directory)
import { measure, rssMiB, type LoadResult, type LoadSettings } from './wrk.js';
import { drfPeer, startPlotplan, startPlotplanOnPostgres, type Target } from './targets.js';
import { serverNodeFlags } from '../support/server-node-flags.js';

const env = (name: string, fallback: string) => process.env[name] || fallback;
const settings: LoadSettings = {
  threads: Number(env('BENCH_THREADS', '2')),
  connections: Number(env('BENCH_CONNECTIONS', '32')),
  duration: env('BENCH_DURATION', '10s'),
  warmup: env('BENCH_WARMUP', '3s'),
};
const wanted = new Set(env('BENCH_TARGETS', 'drf,postgres,pglite').split(','));
const projects = Number(env('BENCH_PROJECTS', '50'));
const profileDir = process.env['BENCH_CPU_PROF'];
const nodeFlags = [
  ...serverNodeFlags,
  ...(profileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]),
];
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const targets: Target[] = [];
const idleRss = new Map<string, number>();
try {
  if (wanted.has('drf')) {
    const peer = await drfPeer(env('BENCH_DRF_URL', 'http://127.0.0.1:8001'));
    if (peer === undefined) console.log('DRF peer not running: no ratios (KEEP_RUNNING=1 bash run.sh)');
    else targets.push(peer);
  }
  if (wanted.has('postgres')) {
    const concurrency = process.env['BENCH_WEB_CONCURRENCY'];
    targets.push(
      await startPlotplanOnPostgres({
        name: 'Plotplan, PostgreSQL',
        port: 18_501,
        serverUrl: env('BENCH_PG_URL', 'postgres://postgres@127.0.0.1:5432/postgres'),
        database: env('BENCH_PG_DATABASE', 'plotplan_bench'),
        projects,
        nodeFlags,
        ...(concurrency === undefined ? {} : { env: { WEB_CONCURRENCY: concurrency } }),
      }),
    );
  }
  if (wanted.has('pglite')) {
    targets.push(await startPlotplan({ name: 'Plotplan, PGlite', port: 18_502, projects, nodeFlags }));
  }
  await settle(5000);
  for (const target of targets) {
    if (target.pids().length > 0) idleRss.set(target.name, rssMiB(target.pids()));
  }

  const results: { route: string; target: Target; result: LoadResult; bytes: number }[] = [];
  for (const route of ['list', 'detail'] as const) {
    for (const target of targets) {
      const url = `${target.base}/api/projects/${route === 'detail' ? `${target.projectId}/` : ''}`;
      const token = await target.token();
      const body = await fetch(url, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.text());
      const result = await measure(url, token, settings, () => target.pids());
      results.push({ route, target, result, bytes: Buffer.byteLength(body) });
      console.log(`${route} ${target.name}: ${result.requestsPerSecond.toFixed(0)} req/s`);
      await settle(1000);
    }
  }

  const peer = (route: string) => results.find((r) => r.route === route && r.target.name === 'DRF peer');
  console.log(
    `\nwrk -t${settings.threads} -c${settings.connections} -d${settings.duration} (warm-up ${settings.warmup}), ${projects} projects\n`,
  );
  console.log(
    '| route | server | req/s | p50 ms | p99 ms | x DRF | body bytes | errors | RSS idle / load MiB |',
  );
  console.log('|---|---|--:|--:|--:|--:|--:|--:|--:|');
  for (const { route, target, result, bytes } of results) {
    const drf = peer(route)?.result.requestsPerSecond;
    const ratio = drf === undefined ? '—' : (result.requestsPerSecond / drf).toFixed(1);
    const idle = idleRss.get(target.name);
    const rss = idle === undefined ? '—' : `${idle.toFixed(0)} / ${result.peakRssMiB?.toFixed(0) ?? '?'}`;
    const path = route === 'list' ? 'GET /api/projects/' : 'GET /api/projects/{id}/';
    console.log(
      `| ${path} | ${target.name} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50Ms.toFixed(2)} | ` +
        `${result.p99Ms.toFixed(2)} | ${ratio} | ${bytes} | ${result.non2xx + result.errors} | ${rss} |`,
    );
  }
} finally {
  for (const target of targets) await target.stop();
}
