import { selectionTooLargeMessage } from '@plotplan/contract';
import { InvalidInput, Throttled } from '../../errors/domain-errors.js';

export const RETRY_AFTER_SECONDS = 5;

/** The user has too many queued and running generations. */
export class TooManyGenerations extends Throttled {
  constructor() {
    super('Too many generations are running. Wait for them to finish.', RETRY_AFTER_SECONDS);
  }
}

/** Retry-After of a full generation queue: about the time a few jobs take to run. */
export const QUEUE_FULL_RETRY_AFTER_SECONDS = 30;

/** Too many generations wait to start, all users together (the global queue cap). */
export class GenerationQueueFull extends Throttled {
  constructor() {
    super(
      'The plan generator is busy: too many generations are waiting to start. Try again in a minute.',
      QUEUE_FULL_RETRY_AFTER_SECONDS,
    );
  }
}

export class ProjectNotReady extends InvalidInput {
  constructor() {
    super({ project: ['Describe the plot and choose objects first.'] });
  }
}

/** The plan of this selection (with the locked objects kept) would hold more objects than a plan may. */
export class SelectionTooLarge extends InvalidInput {
  constructor(count: number) {
    super({ selection: [selectionTooLargeMessage(count)] });
  }
}
