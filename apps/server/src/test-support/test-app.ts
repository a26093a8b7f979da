import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { AuthLimitsOverride } from '../modules/auth/index.js';
import type { ChatLimitsOverride } from '../modules/chat/index.js';
import type { GenerationSettings } from '../modules/generations/index.js';
import type { VersionRetention } from '../modules/plans/index.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly config: Config;
}

export interface TestAppOptions {
  /** Environment on top of the test defaults; `JWT_SECRET: ''` lets the app generate one. */
  readonly env?: Record<string, string>;
  readonly extend?: (app: FastifyInstance) => void;
  /** Auth throttle limits; by default high enough that tests of other things never meet them. */
  readonly limits?: AuthLimitsOverride;
  /** Generation pool and limits; by default two worker threads. */
  readonly generations?: GenerationSettings;
  /** Chat rates and caps; by default the message rates are high enough not to get in the way. */
  readonly chat?: ChatLimitsOverride;
  /** Plan versions a project keeps; default the app's. */
  readonly planVersions?: VersionRetention;
  /** Project read cache; off for tests that change rows behind the app's back. */
  readonly projectReadCache?: boolean;
  /** An already opened database (e.g. one a previous app left jobs in); default a fresh one. */
  readonly database?: Database;
}

const roomy = { limit: 10_000, windowSeconds: 60 };
/** Message rates no test of something else sends enough messages to meet. */
/**
 * The generation time limit of a test app unless a test sets its own: production's 10 s failed
 * four generation tests at load 10, where a job waited for a worker thread behind others. The
 * limit is a guard against runaway jobs, so tests must not depend on the machine beating it.
 */
export const ROOMY_GENERATION_LIMIT_MS = 120_000;

export const roomyChatRates: ChatLimitsOverride = { messagesPerMinute: roomy, messagesPerDay: roomy };
export const roomyLimits: AuthLimitsOverride = {
  login: { perIpAndAddress: roomy, perIp: roomy },
  register: { perAddress: roomy, perIp: roomy },
  resend: { perAddress: roomy, perIp: roomy },
  reset: { perAddress: roomy, perIp: roomy },
};

/**
 * Boots the real app on a fresh database and a fresh DATA_DIR (mail outbox, generated secret);
 * `app.close()` also closes (and drops) the database and removes the directory.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'plotplan-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    config,
    database,
    limits: options.limits ?? roomyLimits,
    generations: { timeLimitMs: ROOMY_GENERATION_LIMIT_MS, ...(options.generations ?? { threads: 2 }) },
    chat: { ...roomyChatRates, ...options.chat },
    ...(options.planVersions === undefined ? {} : { planVersions: options.planVersions }),
    ...(options.projectReadCache === undefined ? {} : { projectReadCache: options.projectReadCache }),
  });
  app.addHook('onClose', async () => {
    // Mail still being written would land in (or fail on) a half-removed directory.
    await app.mail.drain();
    await rm(dataDir, { recursive: true, force: true });
  });
  // Test-only routes exercise the shared pipeline (parsing, validation, error mapping) directly.
  options.extend?.(app);
  await app.ready();
  return { app, database, config };
}
