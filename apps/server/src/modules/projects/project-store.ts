import type { PlanBody, PlotBody, SelectionItem, UnitPricesBody } from '@plotplan/contract';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { insertedRow } from '../../db/rows.js';
import { projects } from '../../db/schema.js';

export type ProjectRow = typeof projects.$inferSelect;

/** The columns a write may change; `version` and `updated_at` move on every write by themselves. */
export interface ProjectChanges {
  readonly name?: string;
  readonly description?: string;
  readonly plot?: PlotBody | null;
  readonly selection?: SelectionItem[];
  readonly unitPrices?: UnitPricesBody | null;
  readonly planVersion?: number;
}

/** What a write expects the stored `version` to be (all must hold); empty: no condition. */
export interface VersionCondition {
  readonly equals?: number;
  readonly oneOf?: readonly number[];
}

// Every query names the owner: another user's project is indistinguishable from a missing one.
const owned = (ownerId: number, id: number) => and(eq(projects.id, id), eq(projects.ownerId, ownerId));

export async function countProjects(db: Db, ownerId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(projects).where(eq(projects.ownerId, ownerId));
  return rows[0]?.n ?? 0;
}

export async function insertProject(
  db: Db,
  ownerId: number,
  values: Required<Omit<ProjectChanges, 'planVersion' | 'unitPrices'>>,
): Promise<ProjectRow> {
  return insertedRow(
    await db
      .insert(projects)
      .values({ ownerId, ...values })
      .returning(),
    'project',
  );
}

/** The owner's project; `lock` holds its row until the transaction ends (for plan changes). */
export async function findProject(
  db: Db,
  ownerId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ProjectRow | undefined> {
  const query = db.select().from(projects).where(owned(ownerId, id)).limit(1);
  const rows = await (options.lock === true ? query.for('update') : query);
  return rows[0];
}

/**
 * Applies the changes only if the row is the owner's and its version meets the condition, in one
 * statement (so check and write cannot be split by another writer); bumps version and updated_at.
 * Undefined when nothing matched: missing, not the owner's, or stale.
 */
export async function updateProject(
  db: Db,
  ownerId: number,
  id: number,
  changes: ProjectChanges,
  condition: VersionCondition = {},
): Promise<ProjectRow | undefined> {
  const conditions: SQL[] = [];
  if (condition.equals !== undefined) conditions.push(eq(projects.version, condition.equals));
  if (condition.oneOf !== undefined) conditions.push(inArray(projects.version, [...condition.oneOf]));
  const rows = await db
    .update(projects)
    .set({ ...changes, version: sql`${projects.version} + 1`, updatedAt: sql`now()` })
    .where(and(owned(ownerId, id), ...conditions))
    .returning();
  return rows[0];
}

/** Deletes the owner's project (its plan versions go by cascade); false when there was none. */
export async function deleteProject(db: Db, ownerId: number, id: number): Promise<boolean> {
  const rows = await db.delete(projects).where(owned(ownerId, id)).returning({ id: projects.id });
  return rows.length > 0;
}

export interface ProjectListRow {
  readonly id: number;
  readonly version: number;
  readonly name: string;
  readonly updatedAt: Date;
  readonly plot: PlotBody | null;
  readonly plan: PlanBody | null;
}

/** A listed project: the list's columns and the plan version it points at (its plan is the plans'). */
export type ListedProject = Omit<ProjectListRow, 'plan'> & { readonly planVersion: number | null };

/** The owner's projects, newest change first. */
export async function listProjects(db: Db, ownerId: number): Promise<ListedProject[]> {
  return db
    .select({
      id: projects.id,
      version: projects.version,
      name: projects.name,
      updatedAt: projects.updatedAt,
      plot: projects.plot,
      planVersion: projects.planVersion,
    })
    .from(projects)
    .where(eq(projects.ownerId, ownerId))
    .orderBy(desc(projects.updatedAt), desc(projects.id));
}
