import { createHash, randomBytes } from 'node:crypto';

/** A token for a mailed link: 32 random bytes, base64url (43 characters). */
export function newOneTimeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a leaked table cannot be turned into working links. */
export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
