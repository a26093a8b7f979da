import { allRoutes, type ApiRoute } from '@plotplan/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbSnapshot } from './db-snapshot.js';
import { answerProblem, changedTables } from './fuzz-check.js';
import { fuzzRequests, fuzzSeed, routeKey, runsPerRoute } from './fuzz-config.js';
import { injectOptions, requestArb, type FuzzRequest } from './fuzz-request.js';
import { fuzzTargets } from './fuzz-targets.js';
import { createFuzzWorld, type FuzzWorld } from './fuzz-world.js';

// Issue 16: generated bodies, queries, ids and headers to every route of the contract, on the test
// database (PGlite, or PostgreSQL with TEST_DATABASE_URL). Never a 5xx; every 4xx in the API's
// error shape; a refused request changes nothing in the database. See fuzz-config.ts for
// FUZZ_REQUESTS and FUZZ_SEED.

const total = fuzzRequests();
const seed = fuzzSeed();
const routes = allRoutes.filter((route) => fuzzTargets[routeKey(route)] !== undefined);
const runs = runsPerRoute(routes.map(routeKey), total);
let world: FuzzWorld | undefined;
let last: Record<string, string> | undefined;
let sent = 0;
/** Answers per route and status, printed with FUZZ_VERBOSE=1 to see what the fuzzer reaches. */
const tally = new Map<string, Map<number, number>>();
const spent = { inject: 0, snapshot: 0, build: 0 };
const timed = async <T>(part: keyof typeof spent, work: Promise<T>): Promise<T> => {
  const start = performance.now();
  const result = await work;
  spent[part] += performance.now() - start;
  return result;
};

const ready = (): FuzzWorld => {
  if (world === undefined) throw new Error('the fuzz world is not up');
  return world;
};

/**
 * Sends one request and throws if its answer is wrong. The snapshot after a refused request is the
 * next one's "before"; after an accepted one it is taken again only when needed.
 */
async function probe(route: ApiRoute, request: FuzzRequest): Promise<void> {
  const w = ready();
  const before = last ?? (await timed('snapshot', dbSnapshot(w.testApp.database)));
  const buildStart = performance.now();
  const options = injectOptions(w, route, request);
  spent.build += performance.now() - buildStart;
  const response = await timed('inject', w.app.inject(options));
  sent += 1;
  const statuses = tally.get(routeKey(route)) ?? new Map<number, number>();
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  tally.set(routeKey(route), statuses);
  last = undefined;
  const problem = answerProblem(route, response);
  if (problem !== undefined) throw new Error(`${route.method} ${route.path}: ${problem}`);
  if (response.statusCode < 400) return;
  last = await timed('snapshot', dbSnapshot(w.testApp.database));
  const changed = changedTables(before, last);
  if (changed.length > 0)
    throw new Error(
      `${route.method} ${route.path}: refused with ${response.statusCode} but changed ${changed.join(', ')}`,
    );
}

describe(`API fuzz (seed ${seed}, ${total} requests)`, () => {
  beforeAll(async () => {
    world = await createFuzzWorld();
  }, 120_000);
  afterAll(async () => {
    if (process.env['FUZZ_VERBOSE'] === '1') {
      for (const [key, statuses] of tally) console.warn(key, Object.fromEntries(statuses));
      console.warn(
        `${sent} requests; ms in inject ${spent.inject.toFixed(0)}, in snapshots ${spent.snapshot.toFixed(0)}, building ${spent.build.toFixed(0)}`,
      );
    }
    await world?.app.close();
  });

  it('has a fuzz target for every route of the contract, and each valid body passes its schema', () => {
    const known = new Set(allRoutes.map(routeKey));
    const unfuzzed = allRoutes.map(routeKey).filter((key) => fuzzTargets[key] === undefined);
    const stale = Object.keys(fuzzTargets).filter((key) => !known.has(key));
    expect({ unfuzzed, stale }).toEqual({ unfuzzed: [], stale: [] });
    for (const route of routes) {
      for (const body of fuzzTargets[routeKey(route)]?.bodies?.(ready()) ?? []) {
        const parsed = route.body?.safeParse(body);
        expect(parsed?.success, `${routeKey(route)} ${JSON.stringify(body)}`).toBe(true);
      }
    }
  });

  for (const route of routes) {
    const key = routeKey(route);
    it(`${key}: no 5xx, 4xx in the error shape, refused requests change nothing`, async () => {
      const target = fuzzTargets[key];
      if (target === undefined) throw new Error(`no fuzz target for ${key}`);
      await fc.assert(
        fc.asyncProperty(requestArb(ready(), route, target), (request) => probe(route, request)),
        { numRuns: runs.get(key) ?? 1, seed, endOnFailure: true },
      );
    }, 300_000);
  }

  it(`sent at least ${total} requests`, () => {
    expect(sent).toBeGreaterThanOrEqual(total);
  });

  it('received only answers that the OpenAPI document lists for the route', async () => {
    const response = await ready().app.inject({ method: 'GET', url: '/api/schema/' });
    const doc = response.json<{ paths: Record<string, Record<string, { responses: object }>> }>();
    const undocumented: string[] = [];
    for (const [key, statuses] of tally) {
      const [method = '', path = ''] = key.split(' ');
      const operation = doc.paths[path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[method.toLowerCase()];
      const listed = Object.keys(operation?.responses ?? {});
      for (const status of statuses.keys())
        if (!listed.includes(String(status))) undocumented.push(`${key} ${status}`);
    }
    expect(tally.size).toBe(routes.length);
    expect(undocumented).toEqual([]);
  });
});
