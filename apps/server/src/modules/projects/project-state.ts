import type { Db } from '../../db/database.js';
import type { CurrentPlan, PlanVersionEntry, Plans } from '../plans/index.js';
import type { ProjectRow } from './project-store.js';

/** A project with its current plan and history, as the services return it; `projectBody` answers it. */
export interface ProjectState {
  readonly row: ProjectRow;
  readonly current: CurrentPlan;
  readonly history: readonly PlanVersionEntry[];
}

/**
 * The project's state. Its violations and metrics are those of the current plan on the current plot:
 * a write that just evaluated them passes them in; otherwise the version's stored evaluation is used
 * while it still matches the plot.
 */
export async function projectState(
  db: Db,
  row: ProjectRow,
  plans: Plans,
  current?: CurrentPlan,
): Promise<ProjectState> {
  const plan = current ?? (await plans.current(db, row, row.plot));
  return { row, current: plan, history: await plans.history(db, row.id) };
}
