import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

/** Look-up ignoring case, as the unique index on lower(email) does. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows[0];
}

/**
 * Serialises one user's writes that count against a per-user limit (projects, chats, generations,
 * share links): a row lock on the user, held until the transaction ends, so no limit can be raced past.
 */
export async function lockOwner(db: Db, ownerId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Inserts a new unverified user; undefined when the address (in any case) is taken meanwhile. */
export async function insertUser(db: Db, email: string, passwordHash: string): Promise<UserRow | undefined> {
  const rows = await db.insert(users).values({ email, passwordHash }).onConflictDoNothing().returning();
  return rows[0];
}

/** Sets a new password; every token issued under the old one stops working. */
export async function setUserPassword(
  db: Db,
  id: number,
  passwordHash: string,
  changedAt: Date,
  options: { verify: boolean },
): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: changedAt, ...(options.verify ? { isVerified: true } : {}) })
    .where(eq(users.id, id))
    .returning();
  return rows[0];
}

export async function markUserVerified(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.update(users).set({ isVerified: true }).where(eq(users.id, id)).returning();
  return rows[0];
}

/** The interface language the user chose (null: none, the browser's). */
export async function setUserLocale(
  db: Db,
  id: number,
  locale: UserRow['locale'],
): Promise<UserRow | undefined> {
  const rows = await db.update(users).set({ locale }).where(eq(users.id, id)).returning();
  return rows[0];
}
