import { NON_FIELD_ERRORS } from '@plotplan/contract';
import { fixedInvalidInput } from '../../errors/domain-errors.js';

/** "Undo" with no earlier plan version to go back to. */
export class NothingToUndo extends fixedInvalidInput({
  [NON_FIELD_ERRORS]: ['There is no earlier plan version.'],
}) {}

export class NoSuchVersion extends fixedInvalidInput({ version: ['No such version.'] }) {}

export class RestoreNeedsPlot extends fixedInvalidInput({
  [NON_FIELD_ERRORS]: ['Describe the plot before restoring a plan.'],
}) {}
