import { NON_FIELD_ERRORS } from '@plotplan/contract';
import { InvalidInput, Throttled } from '../../errors/domain-errors.js';
import type { Rate } from '../../security/shared-window-limiter.js';

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

const count = (n: number) => n.toLocaleString('en-US');

/** "20 a minute", "1,000 a day", "5 per 30 s". */
function rateText({ limit, windowSeconds }: Rate): string {
  if (windowSeconds === 60) return `${count(limit)} a minute`;
  if (windowSeconds === 60 * 60) return `${count(limit)} an hour`;
  if (windowSeconds === 24 * 60 * 60) return `${count(limit)} a day`;
  return `${count(limit)} per ${count(windowSeconds)} s`;
}

/** The user sends messages faster than the chat rates allow. */
export class MessagesThrottled extends Throttled {
  constructor(rates: { readonly messagesPerMinute: Rate; readonly messagesPerDay: Rate }, wait: number) {
    super(
      `Too many messages: you can send ${rateText(rates.messagesPerMinute)} and ` +
        `${rateText(rates.messagesPerDay)}. Try again in ${count(wait)} s.`,
      wait,
    );
  }
}

/** The chat holds as many messages as it may. */
export class ChatFull extends InvalidInput {
  constructor(max: number) {
    super({ [NON_FIELD_ERRORS]: [`This chat is full (${count(max)} messages). Start a new chat.`] });
  }
}

/** The user has as many chats as they may. */
export class TooManyChats extends InvalidInput {
  constructor(max: number) {
    super({ [NON_FIELD_ERRORS]: [`You can have at most ${count(max)} chats. Delete some first.`] });
  }
}
