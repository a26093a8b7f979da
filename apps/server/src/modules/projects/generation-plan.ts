import type { PlanBody } from '@plotplan/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { generations } from '../../db/schema.js';
import { NoFinishedGeneration } from './project-errors.js';
import type { ProjectRow } from './project-store.js';

export interface IncomingPlan {
  readonly plan: PlanBody;
  readonly source: 'generation';
}

/**
 * The plan of one of the project's succeeded generations, for edit_actual_plan `{generation}`.
 * A generation that is unknown, another user's, of another project or not succeeded is a 400.
 */
export async function planOfGeneration(
  db: Db,
  project: ProjectRow,
  generationId: number | undefined,
): Promise<IncomingPlan> {
  const rows =
    generationId === undefined
      ? []
      : await db
          .select({ plan: generations.plan, status: generations.status })
          .from(generations)
          .where(
            and(
              eq(generations.id, generationId),
              eq(generations.projectId, project.id),
              eq(generations.ownerId, project.ownerId),
            ),
          )
          .limit(1);
  const plan = rows[0]?.status === 'succeeded' ? rows[0].plan : null;
  if (plan === null || plan === undefined) {
    throw new NoFinishedGeneration();
  }
  return { plan, source: 'generation' };
}
