import { InvalidInput, Throttled } from '../../errors/domain-errors.js';

/** DRF's answer for a primary key that does not resolve (another user's project looks missing too). */
export class NoSuchProject extends InvalidInput {
  constructor(id: number) {
    super({ project: [`Invalid pk "${id}" - object does not exist.`] });
  }
}

/** The user's previous message is still being answered (the assistant may run the generator). */
export class AnswerInProgress extends Throttled {
  constructor() {
    super('The assistant is still answering your previous message. Wait for it.', 2);
  }
}
