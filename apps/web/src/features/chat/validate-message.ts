import { CHAT_MESSAGE_MAX } from '@plotplan/contract';

/** From this length on the composer shows how many characters are left. */
const COUNT_FROM = CHAT_MESSAGE_MAX - 200;

const grouped = (n: number) => n.toLocaleString('en-US');

/** Why a message cannot be sent (the server's own rules, checked first), or undefined. */
export function messageProblem(text: string): string | undefined {
  const length = text.trim().length;
  if (length === 0) return 'Type a message first.';
  if (length > CHAT_MESSAGE_MAX)
    return `A message can have at most ${grouped(CHAT_MESSAGE_MAX)} characters; this one has ${grouped(length)}.`;
  return undefined;
}

/** "1,950 / 2,000 characters" near the limit, undefined below it. */
export function characterCount(text: string): string | undefined {
  return text.length < COUNT_FROM
    ? undefined
    : `${grouped(text.length)} / ${grouped(CHAT_MESSAGE_MAX)} characters`;
}
