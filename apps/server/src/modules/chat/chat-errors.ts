import { FieldValidationError } from '../../http/api-error.js';

/** DRF's answer for a primary key that does not resolve (another user's project looks missing too). */
export const noSuchProject = (id: number) =>
  new FieldValidationError({ project: [`Invalid pk "${id}" - object does not exist.`] });
