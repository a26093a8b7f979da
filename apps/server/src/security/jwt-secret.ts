import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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
  // Written whole to a file of its own, then linked into place: the link appears with the
  // secret in it or not at all, so a start racing this one never reads a half-written file.
  const draft = `${file}.${randomBytes(8).toString('hex')}.tmp`;
  try {
    await writeFile(draft, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    // The umask may have narrowed the mode further, never widened it; make it exact anyway.
    await chmod(draft, 0o600);
    // link fails with EEXIST if another start linked its secret first; then that one wins.
    await link(draft, file);
    return secret;
  } catch (error) {
    if (isErrno(error, 'EEXIST')) {
      const raced = await readSecret(file);
      if (raced !== undefined) return raced;
    }
    throw error;
  } finally {
    await rm(draft, { force: true });
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
