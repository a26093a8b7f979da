import type { EditActualPlanBody, PlanSource, Project, SetPreviousPlanBody } from '@plotplan/contract';
import type { Db } from '../../db/database.js';
import { NotFound } from '../../errors/domain-errors.js';
import { planOfGeneration, type GenerationPlanReader } from './generation-plan.js';
import type { Evaluate } from './plan-evaluation.js';
import { defaultPlanSummary, restoredSummary } from './plan-summary.js';
import type { VersionRetention } from './plan-version-retention.js';
import type { ProjectReadCache } from './project-read-cache.js';
import { appendVersion, findVersion, type PlanVersionRow } from './plan-version-store.js';
import { NoSuchVersion, NothingToUndo, PlanConflict, RestoreNeedsPlot } from './project-errors.js';
import { findProject, updateProject, type ProjectRow } from './project-store.js';
import { assertPlanFits } from './project-validation.js';
import { projectView, type EvaluatedPlan } from './project-view.js';

interface NewVersion extends EvaluatedPlan {
  readonly source: PlanSource;
  readonly summary: string;
}

/**
 * Changes of a project's current plan. Each appends an immutable version (parent: the version that
 * was current) and moves the pointer, in one transaction holding the project's row lock, so
 * concurrent changes queue up instead of numbering two versions alike.
 */
export class PlanService {
  /** `retention`: how many versions a project keeps (default `defaultVersionRetention`). */
  constructor(
    private readonly db: Db,
    private readonly evaluate: Evaluate,
    private readonly reads: ProjectReadCache,
    private readonly generationPlan: GenerationPlanReader,
    private readonly retention?: VersionRetention,
  ) {}

  /** The owner's project as the API answers it (read-only views elsewhere: share links); 404 when none. */
  async read(ownerId: number, id: number): Promise<Project> {
    const row = await findProject(this.db, ownerId, id);
    if (row === undefined) throw new NotFound();
    return projectView(this.db, row, this.evaluate);
  }

  async editActualPlan(ownerId: number, id: number, body: EditActualPlanBody): Promise<Project> {
    try {
      return await this.appendEdit(ownerId, id, body);
    } finally {
      // Once the write is over (committed or not), the owner's cached reads go.
      await this.reads.changed(ownerId);
    }
  }

  /** Makes the current plan's parent (or the given version) current again, as a new version. */
  async setPreviousPlan(ownerId: number, id: number, body: SetPreviousPlanBody): Promise<Project> {
    try {
      return await this.appendRestore(ownerId, id, body);
    } finally {
      await this.reads.changed(ownerId);
    }
  }

  private appendEdit(ownerId: number, id: number, body: EditActualPlanBody): Promise<Project> {
    return this.db.transaction(async (tx) => {
      const row = await lockedProject(tx, ownerId, id);
      // null says "I edited starting from no plan"; left out: no check.
      if (body.base_version !== undefined && body.base_version !== row.planVersion) throw new PlanConflict();
      const incoming =
        body.plan === undefined
          ? await planOfGeneration(this.generationPlan, tx, row, body.generation)
          : { plan: body.plan, source: body.source ?? 'edit' };
      assertPlanFits(row.plot, incoming.plan);
      const summary =
        body.summary === undefined || body.summary === '' ? defaultPlanSummary(incoming.plan) : body.summary;
      return appendAndPoint(
        tx,
        row,
        { evaluate: this.evaluate, retention: this.retention },
        {
          plan: incoming.plan,
          evaluation: await this.evaluate(row.plot, incoming.plan),
          source: incoming.source,
          summary,
        },
      );
    });
  }

  private appendRestore(ownerId: number, id: number, body: SetPreviousPlanBody): Promise<Project> {
    return this.db.transaction(async (tx) => {
      const row = await lockedProject(tx, ownerId, id);
      const target = await restoreTarget(tx, row, body.version);
      if (row.plot === null) throw new RestoreNeedsPlot();
      // Re-checked on today's plot, which may differ from the one the target was made on.
      return appendAndPoint(
        tx,
        row,
        { evaluate: this.evaluate, retention: this.retention },
        {
          plan: target.plan,
          evaluation: await this.evaluate(row.plot, target.plan),
          source: 'restore',
          summary: restoredSummary(target.version),
        },
      );
    });
  }
}

async function lockedProject(db: Db, ownerId: number, id: number): Promise<ProjectRow> {
  const row = await findProject(db, ownerId, id, { lock: true });
  if (row === undefined) throw new NotFound();
  return row;
}

async function restoreTarget(db: Db, row: ProjectRow, version: number | undefined): Promise<PlanVersionRow> {
  if (version !== undefined) {
    const target = await findVersion(db, row.id, version);
    if (target === undefined) throw new NoSuchVersion();
    return target;
  }
  const current = row.planVersion === null ? undefined : await findVersion(db, row.id, row.planVersion);
  const parent = current?.parent ?? null;
  const target = parent === null ? undefined : await findVersion(db, row.id, parent);
  if (target === undefined) throw new NothingToUndo();
  return target;
}

async function appendAndPoint(
  db: Db,
  row: ProjectRow,
  settings: { readonly evaluate: Evaluate; readonly retention: VersionRetention | undefined },
  entry: NewVersion,
): Promise<Project> {
  const appended = await appendVersion(
    db,
    {
      projectId: row.id,
      parent: row.planVersion,
      source: entry.source,
      summary: entry.summary,
      plan: entry.plan,
      evaluation: entry.evaluation,
    },
    settings.retention,
  );
  const updated = await updateProject(db, row.ownerId, row.id, { planVersion: appended.version });
  // The row is locked by this transaction, so it is still there.
  if (updated === undefined) throw new NotFound();
  return projectView(db, updated, settings.evaluate, entry);
}
