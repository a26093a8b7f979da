// Frame rate while dragging one object on a 300-object plan in the real editor (Chromium, the
// production build, the real server on an embedded database). Needs `npm run build` first.
// Usage: npx tsx bench/editor/drag.bench.ts [plan file in bench/editor, default drag-plan-300.json] [runs=5]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium, startBuiltServer } from '../support/built-server.js';

const server = await startBuiltServer(8312);
const { base, dataDir } = server;
const planFile = process.argv[2] ?? 'drag-plan-300.json';
const runs = Number(process.argv[3] ?? 5);
const input = JSON.parse(readFileSync(path.join(import.meta.dirname, planFile), 'utf8')) as {
  plot: unknown;
  plan: { objects: { id: string; x: number; y: number }[] };
};

async function api<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The verification link the server put into the outbox mail's X-Plotplan-Link header. */
async function verificationToken(): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const outbox = path.join(dataDir, 'outbox');
    const files = (() => {
      try {
        return readdirSync(outbox).filter((f) => f.endsWith('.eml'));
      } catch {
        return [];
      }
    })();
    for (const file of files) {
      const link = /^X-Plotplan-Link: (\S+)$/m.exec(readFileSync(path.join(outbox, file), 'utf8'))?.[1];
      const token = link === undefined ? null : new URL(link).searchParams.get('token');
      if (token !== null) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no verification mail');
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

try {
  const email = `drag-bench-${Date.now()}@example.com`;
  await api('POST', '/api/auth/register/', { email, password: 'lilac-garden-47' });
  const tokens = await api<{ access: string; refresh: string }>('POST', '/api/auth/verify/', {
    token: await verificationToken(),
  });
  const project = await api<{ id: number }>(
    'POST',
    '/api/projects/',
    { name: 'Drag bench', plot: input.plot },
    tokens.access,
  );
  await api('POST', `/api/projects/${project.id}/edit_actual_plan/`, { plan: input.plan }, tokens.access);

  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${base}/login`);
  await page.evaluate(
    ([value, user]) => {
      localStorage.setItem('plotplan.auth.tokens', value);
      localStorage.setItem('plotplan.auth.user', user);
    },
    [
      JSON.stringify({ accessToken: tokens.access, refreshToken: tokens.refresh }),
      JSON.stringify({ email }),
    ] as const,
  );
  await page.goto(`${base}/plot-editor/editor?project=${project.id}`);
  const canvas = page.getByRole('application', { name: /^Plan editor/ });
  await canvas.locator('[data-object-id]').nth(299).waitFor();
  const toPage = async ([x, y]: readonly [number, number]) => {
    const box = await canvas.boundingBox();
    const v = await canvas.evaluate((svg) =>
      [svg.getAttribute('data-scale'), svg.getAttribute('data-tx'), svg.getAttribute('data-ty')].map(Number),
    );
    const [scale = 1, tx = 0, ty = 0] = v;
    return [(box?.x ?? 0) + x * scale + tx, (box?.y ?? 0) - y * scale + ty] as const;
  };

  console.log(
    '| run | pointer moves | drag ms | frames | fps | median frame ms | p95 frame ms | frames > 20 ms |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
  const fpsAll: number[] = [];
  for (let run = 0; run < runs; run++) {
    const target = input.plan.objects[40 + run * 37];
    if (target === undefined) break;
    const [ax, ay] = await toPage([target.x, target.y]);
    await page.mouse.move(ax, ay);
    await page.mouse.down();
    // A string, not a function: tsx would wrap named functions in a helper the page does not have.
    await page.evaluate(`
      window.benchFrames = [];
      window.benchRecording = true;
      requestAnimationFrame(function loop(t) {
        window.benchFrames.push(t);
        if (window.benchRecording) requestAnimationFrame(loop);
      });
    `);
    const moves = 240;
    const started = performance.now();
    for (let k = 1; k <= moves; k++) {
      // A loop of about 12 m around the start, so the object passes over its neighbours.
      const a = (k / moves) * 2 * Math.PI;
      await page.mouse.move(ax + 120 * Math.sin(a), ay + 60 * (1 - Math.cos(a)));
    }
    const dragMs = performance.now() - started;
    const frames = (await page.evaluate('window.benchRecording = false; window.benchFrames')) as number[];
    await page.mouse.up();
    const gaps = frames
      .slice(1)
      .map((t, i) => t - (frames[i] ?? t))
      .sort((p, q) => p - q);
    const span = (frames.at(-1) ?? 0) - (frames[0] ?? 0);
    const fps = span > 0 ? ((frames.length - 1) * 1000) / span : NaN;
    fpsAll.push(fps);
    console.log(
      `| ${run + 1} | ${moves} | ${dragMs.toFixed(0)} | ${frames.length} | ${fps.toFixed(1)} | ${quantile(gaps, 0.5).toFixed(1)} | ${quantile(gaps, 0.95).toFixed(1)} | ${gaps.filter((g) => g > 20).length} |`,
    );
    // Let the debounced save finish before the next run.
    await page.waitForTimeout(1500);
  }
  fpsAll.sort((p, q) => p - q);
  console.log(`\nmedian fps over ${fpsAll.length} runs: ${quantile(fpsAll, 0.5).toFixed(1)}`);
  await browser.close();
} finally {
  server.stop();
}
