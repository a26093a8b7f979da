import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const JWT_SECRET_FILE = 'jwt-secret';
const MIN_SECRET_LENGTH = 32;

/**
 * The HS256 signing key: the configured one, else one generated on first start into
 * `DATA_DIR/jwt-secret` (mode 0600) and reused afterwards so tokens survive restarts.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured !== undefined) return configured;
  const file = path.join(dataDir, JWT_SECRET_FILE);
  const existing = await readSecret(file);
  if (existing !== undefined) return existing;
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(64).toString('base64url');
  try {
    // 'wx' fails if another process created the file meanwhile; then that one's secret wins.
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    // The umask may have narrowed the mode further, never widened it; make it exact anyway.
    await chmod(file, 0o600);
    return secret;
  } catch (error) {
    if (isErrno(error, 'EEXIST')) {
      const raced = await readSecret(file);
      if (raced !== undefined) return raced;
    }
    throw error;
  }
}

async function readSecret(file: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return undefined;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} holds fewer than ${MIN_SECRET_LENGTH} characters; delete it to generate a new one`,
    );
  }
  return secret;
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
