import { eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { blacklistedTokens } from '../../db/schema.js';

/** Records a refresh token as dead; false if it already was. Expired entries are pruned on the way. */
export async function blacklistToken(
  db: Db,
  entry: { jti: string; userId: number; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  // An expired token fails verification anyway, so its entry is no longer needed.
  await db.delete(blacklistedTokens).where(lte(blacklistedTokens.expiresAt, now));
  const rows = await db
    .insert(blacklistedTokens)
    .values(entry)
    .onConflictDoNothing()
    .returning({ jti: blacklistedTokens.jti });
  return rows.length > 0;
}

export async function isBlacklisted(db: Db, jti: string): Promise<boolean> {
  const rows = await db
    .select({ jti: blacklistedTokens.jti })
    .from(blacklistedTokens)
    .where(eq(blacklistedTokens.jti, jti))
    .limit(1);
  return rows.length > 0;
}
