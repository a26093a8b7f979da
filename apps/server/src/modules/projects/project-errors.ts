import { MAX_PROJECTS_PER_USER, NON_FIELD_ERRORS } from '@plotplan/contract';
import { Conflict, fixedInvalidInput } from '../../errors/domain-errors.js';

/** The client wrote over a project version (or plan version) it had not seen. */
export class PlanConflict extends Conflict {
  constructor() {
    super('This project was changed by someone else. Reload it and try again.');
  }
}

export class TooManyProjects extends fixedInvalidInput({
  [NON_FIELD_ERRORS]: [`You can have at most ${MAX_PROJECTS_PER_USER} projects.`],
}) {}

/** edit_actual_plan `{generation}` naming no succeeded generation of this project. */
export class NoFinishedGeneration extends fixedInvalidInput({
  generation: ['No finished generation with this id in this project.'],
}) {}
