import { ApiError, FieldValidationError } from '../../http/api-error.js';

/** DRF's answer for a primary key that does not resolve (another user's project looks missing too). */
export const noSuchProject = (id: number) =>
  new FieldValidationError({ project: [`Invalid pk "${id}" - object does not exist.`] });

/** 429: the user's previous message is still being answered (the assistant may run the generator). */
export const answerInProgress = () =>
  new ApiError(429, 'throttled', 'The assistant is still answering your previous message. Wait for it.', {
    'retry-after': '2',
  });
