import type { PlanBody } from '@plotplan/contract';
import type { Db } from '../../db/database.js';
import { NoFinishedGeneration } from './project-errors.js';
import type { ProjectRow } from './project-store.js';

/**
 * How the projects read a generation's plan: the generations module's `succeededGenerationPlan`,
 * passed in by the app (the generations module reads projects, so projects do not import it back).
 */
export type GenerationPlanReader = (
  db: Db,
  of: { readonly generationId: number; readonly projectId: number; readonly ownerId: number },
) => Promise<PlanBody | undefined>;

export interface IncomingPlan {
  readonly plan: PlanBody;
  readonly source: 'generation';
}

/**
 * The plan of one of the project's succeeded generations, for edit_actual_plan `{generation}`.
 * A generation that is unknown, another user's, of another project or not succeeded is a 400.
 */
export async function planOfGeneration(
  read: GenerationPlanReader,
  db: Db,
  project: ProjectRow,
  generationId: number | undefined,
): Promise<IncomingPlan> {
  const plan =
    generationId === undefined
      ? undefined
      : await read(db, { generationId, projectId: project.id, ownerId: project.ownerId });
  if (plan === undefined) {
    throw new NoFinishedGeneration();
  }
  return { plan, source: 'generation' };
}
