import { InvalidInput, Throttled } from '../../errors/domain-errors.js';

export const RETRY_AFTER_SECONDS = 5;

/** The user has too many queued and running generations. */
export class TooManyGenerations extends Throttled {
  constructor() {
    super('Too many generations are running. Wait for them to finish.', RETRY_AFTER_SECONDS);
  }
}

export class ProjectNotReady extends InvalidInput {
  constructor() {
    super({ project: ['Describe the plot and choose objects first.'] });
  }
}
