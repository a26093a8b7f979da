/**
 * How much the API fuzz suite sends and with which seed.
 *
 * - `FUZZ_REQUESTS`: the requests one run sends across all endpoints (CI default 10,000; the suite
 *   asserts it sent at least this many, so it cannot silently shrink).
 * - `FUZZ_SEED`: fast-check's seed. By default the day's UTC date (e.g. 20261124), so both database
 *   passes of one CI run fuzz the same inputs and a failure can be replayed with the seed fast-check
 *   prints (`FUZZ_SEED=<seed> npx vitest run --project server apps/server/src/fuzz`).
 */
export const DEFAULT_FUZZ_REQUESTS = 10_000;

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
  return value;
}

export const fuzzRequests = (): number => positiveInt('FUZZ_REQUESTS', DEFAULT_FUZZ_REQUESTS);

export const fuzzSeed = (): number => {
  const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  return positiveInt('FUZZ_SEED', Number(today));
};

/**
 * Relative share of the requests per route (`METHOD path`); 1 unless listed. Routes that hash a
 * password (argon2, tens of ms each) or start generation jobs get fewer.
 */
const weights: Readonly<Record<string, number>> = {
  'POST /api/auth/register/': 0.03,
  'POST /api/token/': 0.05,
  'POST /api/auth/password/reset/confirm/': 0.3,
  'POST /api/auth/verify/': 0.5,
  'POST /api/auth/verify/resend/': 0.3,
  'POST /api/auth/password/reset/': 0.3,
  'POST /api/generate_plan/': 0.6,
  'POST /api/projects/:id/edit_actual_plan/': 1.5,
  'PUT /api/projects/:id/': 1.5,
  'PATCH /api/projects/:id/': 1.5,
  'POST /api/chat/:chatId/messages/create/': 0.4,
  'POST /api/chat/chats/:chatId/messages': 0.3,
};

export const routeKey = (route: { readonly method: string; readonly path: string }) =>
  `${route.method} ${route.path}`;

/** numRuns per route so that together they send `total` requests. */
export function runsPerRoute(keys: readonly string[], total: number): Map<string, number> {
  const weightOf = (key: string) => weights[key] ?? 1;
  const sum = keys.reduce((acc, key) => acc + weightOf(key), 0);
  return new Map(keys.map((key) => [key, Math.max(1, Math.ceil((total * weightOf(key)) / sum))]));
}
