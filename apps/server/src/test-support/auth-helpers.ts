import { randomBytes } from 'node:crypto';
import type { TokenPair } from '@plotplan/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { hashPassword } from '../security/password-hasher.js';

export const TEST_PASSWORD = 'Correct-Horse-Battery-9';

/** An address no other test uses. */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

export interface TestUser {
  readonly id: number;
  readonly email: string;
  readonly password: string;
}

/** Inserts a user directly (verified and active unless told otherwise). */
export async function createUser(
  database: Database,
  options: { email?: string; password?: string; verified?: boolean; active?: boolean } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? TEST_PASSWORD;
  const rows = await database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      isVerified: options.verified ?? true,
      isActive: options.active ?? true,
    })
    .returning({ id: users.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('user was not created');
  return { id, email, password };
}

/** Signs in through POST /api/token/ and returns the pair. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<TokenPair> {
  const response = await app.inject({ method: 'POST', url: '/api/token/', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<TokenPair>();
}

/** A verified user, signed in; `headers` carries its bearer access token. */
export async function signedInUser(app: FastifyInstance, database: Database) {
  const user = await createUser(database);
  const tokens = await signIn(app, user.email, user.password);
  return { user, tokens, headers: { authorization: `Bearer ${tokens.access}` } };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
