import { CHAT_MESSAGE_MAX } from '@plotplan/contract';
import { formatNumber, getLocale, t } from '../../lib/i18n';

/** From this length on the composer shows how many characters are left. */
const COUNT_FROM = CHAT_MESSAGE_MAX - 200;

const grouped = (n: number) => formatNumber(getLocale(), n, { decimals: 0 });

/** Why a message cannot be sent (the server's own rules, checked first), or undefined. */
export function messageProblem(text: string): string | undefined {
  const length = text.trim().length;
  if (length === 0) return t('chat.typeFirst');
  if (length > CHAT_MESSAGE_MAX)
    return t('chat.tooLong', { max: grouped(CHAT_MESSAGE_MAX), length: grouped(length) });
  return undefined;
}

/** "1,950 / 2,000 characters" near the limit, undefined below it. */
export function characterCount(text: string): string | undefined {
  return text.length < COUNT_FROM
    ? undefined
    : t('chat.count', { length: grouped(text.length), max: grouped(CHAT_MESSAGE_MAX) });
}
