import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { oneTimeTokens, type OneTimeTokenPurpose } from '../../db/schema.js';
import { hashOneTimeToken, newOneTimeToken } from '../../security/one-time-token.js';

export const ONE_TIME_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Creates a single-use token for a mailed link and returns it; only its hash is stored. */
export async function createOneTimeToken(
  db: Db,
  userId: number,
  purpose: OneTimeTokenPurpose,
  now: Date,
): Promise<string> {
  // Spent and expired rows of this user are of no further use.
  await db
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        or(lte(oneTimeTokens.expiresAt, now), isNotNull(oneTimeTokens.usedAt)),
      ),
    );
  const token = newOneTimeToken();
  await db.insert(oneTimeTokens).values({
    tokenHash: hashOneTimeToken(token),
    userId,
    purpose,
    expiresAt: new Date(now.getTime() + ONE_TIME_TOKEN_LIFETIME_MS),
  });
  return token;
}

const usable = (purpose: OneTimeTokenPurpose, now: Date) =>
  and(eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now));

/** The row of this token, if it is usable for the purpose now. */
const usableToken = (token: string, purpose: OneTimeTokenPurpose, now: Date) =>
  and(eq(oneTimeTokens.tokenHash, hashOneTimeToken(token)), usable(purpose, now));

/** A look-up of the user of a token usable for `purpose` at `now`; undefined when it is not usable. */
type TokenUserLookup = (
  db: Db,
  token: string,
  purpose: OneTimeTokenPurpose,
  now: Date,
) => Promise<number | undefined>;

/** The user a token of this purpose belongs to, if it is unused and unexpired; nothing is changed. */
export const findTokenUser: TokenUserLookup = async (db, token, purpose, now) => {
  const rows = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(usableToken(token, purpose, now))
    .limit(1);
  return rows[0]?.userId;
};

/**
 * Uses a token up in one statement, so of two concurrent requests with the same link only one
 * wins; returns its user, or undefined if it was not usable.
 */
export const consumeToken: TokenUserLookup = async (db, token, purpose, now) => {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(usableToken(token, purpose, now))
    .returning({ userId: oneTimeTokens.userId });
  return rows[0]?.userId;
};

/** Ends every outstanding token of this purpose of a user (e.g. other reset links after a reset). */
export async function retireTokens(db: Db, userId: number, purpose: OneTimeTokenPurpose, now: Date) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), usable(purpose, now)));
}
