// RSS of Plotplan on PGlite under the write-heavy mix of issue 24's soak (creates, plan versions,
// reads and generations from four loops), sampled every 500 ms: at rest after seeding, the peak,
// and the median of the last half of the run; then at rest again.
//   npm run build && npx tsx --conditions=@plotplan/source bench/api/mixed-rss.ts
//   MIX_SECONDS (default 90), MIX_ENV='KEY=value,...' (extra server settings),
//   MIX_NODE_FLAGS (node flags instead of production's, '' for none), MIX_LOOPS (default writer,writer,reader,generator: which loops run)
import { gardenPlan, gardenPlot } from './garden-projects.js';
import { startPlotplan } from './targets.js';
import { rssMiB } from './wrk.js';

const seconds = Number(process.env['MIX_SECONDS'] ?? 90);
const extraEnv = Object.fromEntries(
  (process.env['MIX_ENV'] ?? '')
    .split(',')
    .filter((pair) => pair.includes('='))
    .map((pair) => pair.split('=') as [string, string]),
);
const flagsSetting = process.env['MIX_NODE_FLAGS'];
const nodeFlags = flagsSetting?.split(' ').filter((flag) => flag !== '');
const target = await startPlotplan({
  name: 'Plotplan, PGlite',
  port: 18_504,
  projects: 50,
  env: extraEnv,
  ...(nodeFlags === undefined ? {} : { nodeFlags }),
});
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
try {
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const idleBefore = rssMiB(target.pids());
  // Access tokens last 5 minutes: a longer mix signs in again on a 401.
  let headers = { 'content-type': 'application/json', authorization: `Bearer ${await target.token()}` };
  const call = async (
    method: string,
    url: string,
    body?: unknown,
    retried = false,
  ): Promise<{ status: number; json: () => { id?: number } }> => {
    const response = await fetch(`${target.base}${url}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status === 401 && !retried) {
      headers = { ...headers, authorization: `Bearer ${await target.token()}` };
      return call(method, url, body, true);
    }
    return { status: response.status, json: () => JSON.parse(text) as { id?: number } };
  };

  const statuses = new Map<string, number>();
  const count = (what: string, status: number) =>
    statuses.set(`${what} ${status}`, (statuses.get(`${what} ${status}`) ?? 0) + 1);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMiB(target.pids())), 500);
  const end = Date.now() + seconds * 1000;
  const projectIds: number[] = [target.projectId];
  await call('PATCH', `/api/projects/${target.projectId}/`, {
    selection: [
      { landscape_object: 'house_small', count: 1 },
      { landscape_object: 'vegetable_bed', count: 4 },
      { landscape_object: 'fruit_tree_medium', count: 3 },
    ],
  });
  const writer = async () => {
    for (let n = 0; Date.now() < end; n += 1) {
      if (projectIds.length < 150) {
        const created = await call('POST', '/api/projects/', { name: `Mix ${n}`, plot: gardenPlot });
        count('create', created.status);
        const id = created.json().id;
        if (id !== undefined) projectIds.push(id);
      }
      const id = projectIds[n % projectIds.length] ?? target.projectId;
      count(
        'plan',
        (await call('POST', `/api/projects/${id}/edit_actual_plan/`, { plan: gardenPlan(n) })).status,
      );
    }
  };
  const reader = async () => {
    for (let n = 0; Date.now() < end; n += 1) {
      count('list', (await call('GET', '/api/projects/')).status);
      count('detail', (await call('GET', `/api/projects/${projectIds[n % projectIds.length] ?? 0}/`)).status);
    }
  };
  const generator = async () => {
    while (Date.now() < end) {
      count(
        'generate',
        (await call('POST', '/api/generate_plan/', { project: target.projectId, variants: 4 })).status,
      );
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  };
  const loops = { writer, reader, generator };
  const chosen = (process.env['MIX_LOOPS'] ?? 'writer,writer,reader,generator').split(',');
  await Promise.all(chosen.map((name) => loops[name as keyof typeof loops]()));
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const idleAfter = rssMiB(target.pids());
  const late = samples.slice(Math.floor(samples.length / 2));
  console.log(
    `| ${seconds} s mix | idle before ${idleBefore.toFixed(0)} | peak ${Math.max(...samples).toFixed(0)} | ` +
      `median of the last half ${median(late).toFixed(0)} | idle 5 s after ${idleAfter.toFixed(0)} MiB |`,
  );
  console.log([...statuses.entries()].map(([key, value]) => `${key}: ${value}`).join(', '));
} finally {
  await target.stop();
}
