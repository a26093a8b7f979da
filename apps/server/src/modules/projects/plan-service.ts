import type { EditActualPlanBody, SetPreviousPlanBody } from '@plotplan/contract';
import type { Db } from '../../db/database.js';
import { NotFound } from '../../errors/domain-errors.js';
import type { AppendedPlan, Plans } from '../plans/index.js';
import { planOfGeneration, type GenerationPlanReader } from './generation-plan.js';
import type { ProjectReadCache } from './project-read-cache.js';
import { PlanConflict } from './project-errors.js';
import { findProject, updateProject, type ProjectRow } from './project-store.js';
import { assertPlanFits } from './project-validation.js';
import { projectState, type ProjectState } from './project-state.js';

/**
 * Changes of a project's current plan. Each appends an immutable version (the plans module's; parent:
 * the version that was current) and moves the project's pointer, in one transaction holding the
 * project's row lock, so concurrent changes queue up instead of numbering two versions alike.
 */
export class PlanService {
  constructor(
    private readonly db: Db,
    private readonly plans: Plans,
    private readonly reads: ProjectReadCache,
    private readonly generationPlan: GenerationPlanReader,
  ) {}

  /** The owner's project (read-only views elsewhere: share links); 404 when none. */
  async read(ownerId: number, id: number): Promise<ProjectState> {
    const row = await findProject(this.db, ownerId, id);
    if (row === undefined) throw new NotFound();
    return projectState(this.db, row, this.plans);
  }

  async editActualPlan(ownerId: number, id: number, body: EditActualPlanBody): Promise<ProjectState> {
    try {
      return await this.appendEdit(ownerId, id, body);
    } finally {
      // Once the write is over (committed or not), the owner's cached reads go.
      await this.reads.changed(ownerId);
    }
  }

  /** Makes the current plan's parent (or the given version) current again, as a new version. */
  async setPreviousPlan(ownerId: number, id: number, body: SetPreviousPlanBody): Promise<ProjectState> {
    try {
      return await this.db.transaction(async (tx) => {
        const row = await lockedProject(tx, ownerId, id);
        return this.pointAt(tx, row, await this.plans.restore(tx, row, row.plot, body.version));
      });
    } finally {
      await this.reads.changed(ownerId);
    }
  }

  private appendEdit(ownerId: number, id: number, body: EditActualPlanBody): Promise<ProjectState> {
    return this.db.transaction(async (tx) => {
      const row = await lockedProject(tx, ownerId, id);
      // null says "I edited starting from no plan"; left out: no check.
      if (body.base_version !== undefined && body.base_version !== row.planVersion) throw new PlanConflict();
      const incoming =
        body.plan === undefined
          ? await planOfGeneration(this.generationPlan, tx, row, body.generation)
          : { plan: body.plan, source: body.source ?? 'edit' };
      assertPlanFits(row.plot, incoming.plan);
      const appended = await this.plans.append(tx, row, row.plot, { ...incoming, summary: body.summary });
      return this.pointAt(tx, row, appended);
    });
  }

  /** Points the locked project at the version just appended. */
  private async pointAt(db: Db, row: ProjectRow, appended: AppendedPlan): Promise<ProjectState> {
    const updated = await updateProject(db, row.ownerId, row.id, { planVersion: appended.version });
    // The row is locked by this transaction, so it is still there.
    if (updated === undefined) throw new NotFound();
    return projectState(db, updated, this.plans, appended);
  }
}

async function lockedProject(db: Db, ownerId: number, id: number): Promise<ProjectRow> {
  const row = await findProject(db, ownerId, id, { lock: true });
  if (row === undefined) throw new NotFound();
  return row;
}
