import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../test-support/auth-helpers.js';
import { signedWith } from '../test-support/forged-tokens.js';
import { injectAs, type Headers } from '../test-support/inject-as.js';
import { houseOnly, rectPlot } from '../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/** The objects of one user the fuzzer aims at. */
export interface Owned {
  /** A project with a plot, a selection and a plan (two plan versions). */
  readonly project: number;
  /** A project with no plot (generation refuses it). */
  readonly bareProject: number;
  readonly generation: number;
  readonly chat: number;
  readonly message: number;
}

/** The app, the fuzzing user A and another user B whose objects A must never reach. */
export interface FuzzWorld {
  readonly testApp: TestApp;
  readonly app: FastifyInstance;
  readonly headers: Headers;
  readonly email: string;
  readonly password: string;
  readonly refresh: string;
  readonly own: Owned;
  readonly other: Owned;
  /** Every id that exists (of either user), for bodies that name ids. */
  readonly knownIds: readonly number[];
  /** Tokens signed with the app's own secret but with hostile claims (see forgedTokens). */
  readonly forgedAccess: readonly string[];
  readonly forgedRefresh: readonly string[];
}

/**
 * Well-signed tokens whose claims no sign-in issues: user ids out of the database's range or of
 * nobody, a password stamp from the far future, an expiry that never comes. Only the server can
 * sign, so these test that verification and the look-ups behind it never fail on such claims.
 */
async function forgedTokens(secret: string, type: 'access' | 'refresh', userId: number): Promise<string[]> {
  const now = Math.floor(Date.now() / 1000);
  const claims = (id: number, extra: Record<string, unknown> = {}) => ({
    token_type: type,
    jti: `fuzz${id}${type}${Object.keys(extra).join('')}`.slice(0, 64),
    sub: String(id),
    user_id: id,
    pwd_at: 0,
    iat: now,
    exp: now + 300,
    ...extra,
  });
  return Promise.all(
    [
      claims(2 ** 31),
      claims(2 ** 53),
      claims(999_999),
      claims(userId, { pwd_at: 2 ** 53 }),
      claims(userId, { exp: 1e300 }),
      claims(userId, { token_type: type === 'access' ? 'refresh' : 'access' }),
    ].map((payload) => signedWith(secret, payload)),
  );
}

export const fuzzSelection = () => [{ landscape_object: 'compost_bin', count: 1 }];

async function expectStatus(
  response: Promise<{ statusCode: number; body: string }>,
  status: number,
): Promise<{ id: number }> {
  const answer = await response;
  if (answer.statusCode !== status) throw new Error(`fuzz setup: ${answer.statusCode} ${answer.body}`);
  return JSON.parse(answer.body) as { id: number };
}

async function ownedBy(app: FastifyInstance, headers: Headers, name: string): Promise<Owned> {
  const call = injectAs(app, headers);
  const project = await expectStatus(
    call('POST', '/api/projects/', { name, plot: rectPlot(), selection: fuzzSelection() }),
    201,
  );
  await expectStatus(
    call('POST', `/api/projects/${project.id}/edit_actual_plan/`, { plan: houseOnly() }),
    200,
  );
  await expectStatus(
    call('POST', `/api/projects/${project.id}/edit_actual_plan/`, { plan: { objects: [] } }),
    200,
  );
  const bare = await expectStatus(call('POST', '/api/projects/', { name: `${name} bare` }), 201);
  const generated = await call('POST', '/api/generate_plan/', { project: project.id, variants: 1, seed: 1 });
  if (generated.statusCode !== 201) throw new Error(`fuzz setup: ${generated.statusCode} ${generated.body}`);
  const generation = generated.json<{ id: number }[]>()[0]?.id;
  if (generation === undefined) throw new Error('fuzz setup: no generation');
  const chat = await expectStatus(
    call('POST', '/api/chat/chats/', { title: name, project: project.id }),
    201,
  );
  const sent = await call('POST', `/api/chat/${chat.id}/messages/create/`, { content: 'hello' });
  if (sent.statusCode !== 201) throw new Error(`fuzz setup: ${sent.statusCode} ${sent.body}`);
  const message = sent.json<{ user_message: { id: number } }>().user_message.id;
  return { project: project.id, bareProject: bare.id, generation, chat: chat.id, message };
}

/** Boots one app for the whole fuzz file, with two signed-in users and their objects. */
export async function createFuzzWorld(): Promise<FuzzWorld> {
  const testApp = await createTestApp({
    // One worker and a short budget: the few generations the fuzzer starts stay cheap.
    generations: { threads: 1, budgetMs: 200, maxUnfinishedPerUser: 4 },
  });
  const { app, database } = testApp;
  const a = await signedInUser(app, database);
  const b = await signedInUser(app, database);
  const own = await ownedBy(app, a.headers, 'Fuzz A');
  const other = await ownedBy(app, b.headers, 'Fuzz B');
  const knownIds = [...Object.values(own), ...Object.values(other)];
  const secret = testApp.config.jwtSecret ?? '';
  return {
    testApp,
    app,
    headers: a.headers,
    email: a.user.email,
    password: a.user.password,
    refresh: a.tokens.refresh,
    own,
    other,
    knownIds,
    forgedAccess: await forgedTokens(secret, 'access', a.user.id),
    forgedRefresh: await forgedTokens(secret, 'refresh', a.user.id),
  };
}
