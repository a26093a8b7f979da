import { ApiError, FieldValidationError } from '../../http/api-error.js';

export const RETRY_AFTER_SECONDS = 5;

/** 429: the user has too many queued and running generations. */
export const tooManyGenerations = () =>
  new ApiError(429, 'throttled', 'Too many generations are running. Wait for them to finish.', {
    'retry-after': String(RETRY_AFTER_SECONDS),
  });

export const projectNotReady = () =>
  new FieldValidationError({ project: ['Describe the plot and choose objects first.'] });
