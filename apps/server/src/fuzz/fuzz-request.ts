import type { ApiRoute } from '@plotplan/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import type { FuzzTarget, IdKind } from './fuzz-targets.js';
import {
  applyMutation,
  mutationArb,
  randomJson,
  rawBody,
  urlText,
  type Json,
  type Mutation,
} from './fuzz-values.js';
import type { FuzzWorld, Owned } from './fuzz-world.js';

export type FuzzBody =
  | { readonly kind: 'none' }
  | { readonly kind: 'valid'; readonly value: Json }
  | { readonly kind: 'mutated'; readonly value: Json | undefined; readonly mutation: Mutation }
  | { readonly kind: 'random'; readonly value: Json }
  | { readonly kind: 'raw'; readonly contentType: string; readonly payload: string };

/** One generated request: who sends it, to which id, with which query, headers and body. */
export interface FuzzRequest {
  readonly auth: 'user' | 'none' | 'garbage' | { readonly forged: number };
  readonly id: string;
  readonly query: string;
  readonly ifMatch: string | undefined;
  readonly body: FuzzBody;
}

const idOf = (owned: Owned, kind: IdKind): number[] =>
  kind === 'project' ? [owned.project, owned.bareProject] : [owned[kind]];

const hostileIds = [
  '0',
  '-1',
  '01',
  '1.5',
  '1e3',
  '0x1',
  ' 1',
  'abc',
  'null',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '9'.repeat(400),
  'NaN',
  '\u0000',
  '\uD800',
];

/** The path id: the user's own (not for DELETE, which would remove the fixtures), the other user's, or junk. */
function idArb(world: FuzzWorld, route: ApiRoute, kind: IdKind | undefined): fc.Arbitrary<string> {
  if (kind === undefined) return fc.constant('');
  const own = idOf(world.own, kind);
  // The other user's ids (minus any that number one of the user's own of this kind) and unknown ones.
  const others = [
    ...Object.values(world.other).filter((id) => !own.includes(id)),
    ...own.map((id) => id + 1_000_000),
  ];
  const junk = urlText(fc.oneof(fc.constantFrom(...hostileIds), fc.string({ maxLength: 20 })));
  const arbs: fc.WeightedArbitrary<string>[] = [
    { weight: 3, arbitrary: fc.constantFrom(...others.map(String)) },
    { weight: 3, arbitrary: junk },
  ];
  if (route.method !== 'DELETE') arbs.push({ weight: 5, arbitrary: fc.constantFrom(...own.map(String)) });
  return fc.oneof(...arbs);
}

/** Query keys from the route's query schema (plus a stranger), values of any kind. */
function queryArb(world: FuzzWorld, route: ApiRoute): fc.Arbitrary<string> {
  const keys = route.query instanceof z.ZodObject ? Object.keys(route.query.shape) : [];
  const values = fc.oneof(
    fc.constantFrom(...world.knownIds.map(String), ...hostileIds, '', '1', '100', '101'),
    fc.string({ maxLength: 20 }),
  );
  const pair = fc.tuple(urlText(fc.constantFrom(...keys, 'x', 'project')), urlText(values));
  return fc
    .array(pair, { maxLength: keys.length > 0 ? 3 : 1 })
    .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`));
}

function bodyArb(world: FuzzWorld, target: FuzzTarget): fc.Arbitrary<FuzzBody> {
  const bodies = target.bodies?.(world) ?? [];
  if (bodies.length === 0) return fc.constant({ kind: 'none' });
  const valid = fc.constantFrom(...bodies);
  const keys = [
    ...new Set(
      bodies.flatMap((body) => (body !== null && typeof body === 'object' ? Object.keys(body) : [])),
    ),
  ];
  return fc.oneof(
    { weight: 1, arbitrary: valid.map((value): FuzzBody => ({ kind: 'valid', value })) },
    {
      weight: 6,
      arbitrary: fc
        .tuple(valid, mutationArb([...world.knownIds, ...world.forgedRefresh]))
        .map(([value, mutation]): FuzzBody => ({
          kind: 'mutated',
          value: applyMutation(value, mutation),
          mutation,
        })),
    },
    { weight: 2, arbitrary: randomJson(keys).map((value): FuzzBody => ({ kind: 'random', value })) },
    { weight: 1, arbitrary: rawBody.map((raw): FuzzBody => ({ kind: 'raw', ...raw })) },
  );
}

export function requestArb(world: FuzzWorld, route: ApiRoute, target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    auth: route.auth
      ? fc.oneof(
          { weight: 14, arbitrary: fc.constant<FuzzRequest['auth']>('user') },
          { weight: 1, arbitrary: fc.constantFrom<FuzzRequest['auth']>('none', 'garbage') },
          { weight: 1, arbitrary: fc.nat().map((forged): FuzzRequest['auth'] => ({ forged })) },
        )
      : fc.constant<FuzzRequest['auth']>('none'),
    id: idArb(world, route, target.id),
    query: queryArb(world, route),
    ifMatch:
      route.headers === undefined
        ? fc.constant(undefined)
        : fc.option(
            fc.oneof(
              fc.constantFrom('"1"', '1', '"2147483648"', '*', '""', 'W/"1"'),
              fc.string({ maxLength: 12 }),
            ),
            {
              nil: undefined,
            },
          ),
    body: bodyArb(world, target),
  });
}

/** The request as `app.inject` takes it. */
export function injectOptions(world: FuzzWorld, route: ApiRoute, request: FuzzRequest): InjectOptions {
  const headers: Record<string, string> = {};
  if (request.auth === 'user') Object.assign(headers, world.headers);
  if (request.auth === 'garbage') headers['authorization'] = 'Bearer not.a.token';
  if (typeof request.auth === 'object')
    headers['authorization'] =
      `Bearer ${world.forgedAccess[request.auth.forged % world.forgedAccess.length] ?? ''}`;
  if (request.ifMatch !== undefined) headers['if-match'] = request.ifMatch.replace(/[^\x20-\x7e]/g, '?');
  const path = route.path.replace(/:[A-Za-z_]+/, request.id);
  const options: InjectOptions = { method: route.method, url: `${path}${request.query}`, headers };
  const body = request.body;
  if (body.kind === 'raw') {
    headers['content-type'] = body.contentType;
    return { ...options, payload: body.payload };
  }
  if (body.kind === 'none' || body.value === undefined) return options;
  headers['content-type'] = 'application/json';
  return { ...options, payload: JSON.stringify(body.value) };
}
