import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { insertedRow } from '../../db/rows.js';
import { shareLinks } from '../../db/schema.js';

export type ShareLinkRow = typeof shareLinks.$inferSelect;

// Every owner query names the owner and the project: another user's links are never touched.
const live = (ownerId: number, projectId: number) =>
  and(eq(shareLinks.ownerId, ownerId), eq(shareLinks.projectId, projectId), isNull(shareLinks.revokedAt));

/** A project's live links, oldest first. */
export async function liveLinks(db: Db, ownerId: number, projectId: number): Promise<ShareLinkRow[]> {
  return db
    .select()
    .from(shareLinks)
    .where(live(ownerId, projectId))
    .orderBy(asc(shareLinks.createdAt), asc(shareLinks.id));
}

export async function countLiveLinks(db: Db, ownerId: number, projectId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(shareLinks).where(live(ownerId, projectId));
  return rows[0]?.n ?? 0;
}

export async function insertLink(
  db: Db,
  values: { ownerId: number; projectId: number; token: string },
): Promise<ShareLinkRow> {
  return insertedRow(await db.insert(shareLinks).values(values).returning(), 'share link');
}

/** Revokes a live link of the owner's project; false when there is no such live link. */
export async function revokeLink(db: Db, ownerId: number, projectId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(shareLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(shareLinks.id, id), live(ownerId, projectId)))
    .returning({ id: shareLinks.id });
  return rows.length > 0;
}

/** The live link with this token (by the unique index), or undefined. */
export async function liveLinkByToken(db: Db, token: string): Promise<ShareLinkRow | undefined> {
  const rows = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.token, token), isNull(shareLinks.revokedAt)))
    .limit(1);
  return rows[0];
}
