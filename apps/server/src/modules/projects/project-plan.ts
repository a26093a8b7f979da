import type { PlanBody, PlotBody, SelectionItem } from '@plotplan/contract';
import type { Db } from '../../db/database.js';
import { currentPlan } from '../plans/index.js';
import { findProject } from './project-store.js';

/** What other modules read of a project: its plot, selection and current plan. */
export interface ProjectPlan {
  readonly id: number;
  readonly plot: PlotBody | null;
  readonly selection: SelectionItem[];
  readonly plan: PlanBody | null;
  readonly planVersion: number | null;
}

/** The owner's project with its current plan; undefined when the owner has no such project. */
export async function projectPlan(db: Db, ownerId: number, id: number): Promise<ProjectPlan | undefined> {
  const row = await findProject(db, ownerId, id);
  if (row === undefined) return undefined;
  const { plot, selection, planVersion } = row;
  return { id: row.id, plot, selection, planVersion, plan: await currentPlan(db, row) };
}

export async function projectExists(db: Db, ownerId: number, id: number): Promise<boolean> {
  return (await findProject(db, ownerId, id)) !== undefined;
}
