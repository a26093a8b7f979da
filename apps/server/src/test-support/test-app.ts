import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/database.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly config: Config;
}

/** Boots the real app on a fresh database; `app.close()` also closes (and drops) the database. */
export async function createTestApp(
  options: { env?: Record<string, string>; extend?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.test-output/data',
    ...options.env,
  });
  const database = await openTestDatabase();
  const app = await buildApp({ config, database });
  // Test-only routes exercise the shared pipeline (parsing, validation, error mapping) directly.
  options.extend?.(app);
  await app.ready();
  return { app, database, config };
}
