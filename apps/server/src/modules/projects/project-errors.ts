import { MAX_PROJECTS_PER_USER, NON_FIELD_ERRORS } from '@plotplan/contract';
import { ApiError, FieldValidationError } from '../../http/api-error.js';

/** 409: the client wrote over a version it had not seen. */
export const conflict = () =>
  new ApiError(409, 'conflict', 'This project was changed by someone else. Reload it and try again.');

export const tooManyProjects = () =>
  new FieldValidationError({
    [NON_FIELD_ERRORS]: [`You can have at most ${MAX_PROJECTS_PER_USER} projects.`],
  });

export const noEarlierVersion = () =>
  new FieldValidationError({ [NON_FIELD_ERRORS]: ['There is no earlier plan version.'] });

export const noSuchVersion = () => new FieldValidationError({ version: ['No such version.'] });

export const restoreNeedsPlot = () =>
  new FieldValidationError({ [NON_FIELD_ERRORS]: ['Describe the plot before restoring a plan.'] });
