import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, createUser } from '../test-support/auth-helpers.js';
import { createTestApp } from '../test-support/test-app.js';
import { JWT_SECRET_FILE, resolveJwtSecret } from './jwt-secret.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'plotplan-secret-')), 'nested');
});
afterEach(async () => {
  await rm(path.dirname(dataDir), { recursive: true, force: true });
});

describe('resolveJwtSecret', () => {
  it('prefers the configured secret and writes nothing', async () => {
    expect(await resolveJwtSecret('x'.repeat(40), dataDir)).toBe('x'.repeat(40));
    await expect(stat(dataDir)).rejects.toThrow();
  });

  it('generates 64 random bytes once into DATA_DIR/jwt-secret (mode 0600) and reuses them', async () => {
    const first = await resolveJwtSecret(undefined, dataDir);
    expect(Buffer.from(first, 'base64url')).toHaveLength(64);
    const file = path.join(dataDir, JWT_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect(await resolveJwtSecret(undefined, dataDir)).toBe(first);
  });

  it('agrees on one secret when started twice at once', async () => {
    const [a, b] = await Promise.all([
      resolveJwtSecret(undefined, dataDir),
      resolveJwtSecret(undefined, dataDir),
    ]);
    expect(a).toBe(b);
  });

  it('defect 10: never reads a secret file another start has created but not yet written', async () => {
    // CI once saw the second of two starts read the first one's file while it was still empty.
    for (let round = 0; round < 20; round++) {
      const dir = path.join(dataDir, `round-${round}`);
      const secrets = await Promise.all(Array.from({ length: 8 }, () => resolveJwtSecret(undefined, dir)));
      expect(new Set(secrets).size).toBe(1);
      expect((await readFile(path.join(dir, JWT_SECRET_FILE), 'utf8')).trim()).toBe(secrets[0]);
    }
  });

  it('refuses a secret file that is too short to be safe', async () => {
    await resolveJwtSecret(undefined, dataDir);
    await writeFile(path.join(dataDir, JWT_SECRET_FILE), 'short\n');
    await expect(resolveJwtSecret(undefined, dataDir)).rejects.toThrow(/fewer than 32 characters/);
  });
});

describe('the app without JWT_SECRET', () => {
  it('signs with the generated secret from its DATA_DIR', async () => {
    const t = await createTestApp({ env: { JWT_SECRET: '' } });
    try {
      expect(t.config.jwtSecret).toBeUndefined();
      const file = path.join(t.config.dataDir, JWT_SECRET_FILE);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const user = await createUser(t.database);
      const { refresh } = await signIn(t.app, user.email, user.password);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/token/refresh/',
        payload: { refresh },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});
