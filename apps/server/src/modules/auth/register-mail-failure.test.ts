import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { OUTBOX_DIR } from '../../mail/outbox-mailer.js';
import { TEST_PASSWORD, uniqueEmail } from '../../test-support/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let current: TestApp | undefined;
afterEach(async () => {
  await current?.app.close();
  current = undefined;
});

describe('POST /api/auth/register/ when the mail cannot be written', () => {
  it('answers 503 in the error shape, creates no account, and works once the outbox can be written', async () => {
    current = await createTestApp();
    const { app, database, config } = current;
    // A file where the outbox folder should be: every mail write fails, as on a full or read-only disk.
    const outbox = path.join(config.dataDir, OUTBOX_DIR);
    await writeFile(outbox, 'not a folder');
    const email = uniqueEmail('nomail');
    const register = () =>
      app.inject({ method: 'POST', url: '/api/auth/register/', payload: { email, password: TEST_PASSWORD } });

    const refused = await register();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({
      detail:
        'We could not send the confirmation e-mail, so nothing was saved. Please try again in a few minutes.',
      code: 'service_unavailable',
    });
    expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    await rm(outbox);
    const accepted = await register();
    expect(accepted.statusCode).toBe(201);
    expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});
