import type { PlanBody } from '@plotplan/contract';
import type { Db } from '../../db/database.js';
import { FieldValidationError } from '../../http/api-error.js';
import type { ProjectRow } from './project-store.js';

export interface IncomingPlan {
  readonly plan: PlanBody;
  readonly source: 'generation';
}

/**
 * The plan of one of the project's generations, for edit_actual_plan `{generation}`. Generations
 * do not exist yet: every id is refused until the generator's issue replaces this function.
 */
export async function planOfGeneration(
  _db: Db,
  _project: ProjectRow,
  _generationId: number | undefined,
): Promise<IncomingPlan> {
  throw new FieldValidationError({ generation: ['Generations are not available yet.'] });
}
