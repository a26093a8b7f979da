import type {
  AssistantAction,
  Chat,
  ChatMessage,
  MessageExchange,
  PlanVersionSummary,
  SetPreviousPlanBody,
} from '@plotplan/contract';
import type { InfiniteData } from '@tanstack/react-query';
import type { MessagePage } from './chat-api';
import { t } from '../../lib/i18n';

export type MessagePages = InfiniteData<MessagePage, number | undefined>;

/** An empty chat's cache entry: a just-created chat needs no first fetch. */
export const emptyMessages = (): MessagePages => ({
  pages: [{ messages: [], hasEarlier: false }],
  pageParams: [undefined],
});

/** The loaded messages with an exchange appended to the newest page (an id already there is kept once). */
export function appendExchange(data: MessagePages | undefined, exchange: MessageExchange): MessagePages {
  const base = data ?? emptyMessages();
  const added = [exchange.user_message, exchange.assistant_message];
  const ids = new Set(added.map((m) => m.id));
  const last = base.pages.at(-1) ?? { messages: [], hasEarlier: false };
  const newest: MessagePage = {
    ...last,
    messages: [...last.messages.filter((m) => !ids.has(m.id)), ...added],
  };
  return { ...base, pages: [...base.pages.slice(0, -1), newest] };
}

/** All loaded messages, oldest first. */
export const flattenPages = (data: { pages: readonly MessagePage[] } | undefined): ChatMessage[] =>
  data?.pages.flatMap((page) => page.messages) ?? [];

/** The list with `chat` first (it is the most recently updated), replacing its old entry. */
export const putFirst = (list: readonly Chat[] | undefined, chat: Chat): Chat[] => [
  chat,
  ...(list ?? []).filter((c) => c.id !== chat.id),
];

export const replaceChat = (list: readonly Chat[] | undefined, chat: Chat): Chat[] | undefined =>
  list?.map((c) => (c.id === chat.id ? chat : c));

export const withoutChat = (list: readonly Chat[] | undefined, chatId: number): Chat[] | undefined =>
  list?.filter((c) => c.id !== chatId);

/** What the chat is called in the list: its title, or a placeholder before the first message names it. */
export const chatTitle = (chat: Pick<Chat, 'title'>): string =>
  chat.title.trim() === '' ? t('chat.untitled') : chat.title.trim();

/** One line per change, e.g. "Added Greenhouse 3 x 6 m · version 12". */
export const actionLine = (action: AssistantAction): string =>
  t('chat.actionLine', { summary: action.summary, version: String(action.plan_version) });

/** Actions that changed the plan and can be undone (an "undo" action is itself a restore). */
const undoable = (message: ChatMessage) => message.actions.some((a) => a.type !== 'undo');

/**
 * The message whose changes "Undo" takes back: the latest assistant message with changes, and only
 * while its last version is still the project's current plan (an edit since would be undone instead).
 */
export function undoableMessageId(
  messages: readonly ChatMessage[],
  currentVersion: number | null,
): number | undefined {
  const latest = messages.findLast((m) => m.role === 'assistant' && m.actions.length > 0);
  if (latest === undefined || !undoable(latest)) return undefined;
  return latest.actions.at(-1)?.plan_version === currentVersion ? latest.id : undefined;
}

/**
 * What set_previous_plan gets to undo a message: `{}` (the current version's parent) for one change;
 * for several, the parent of the first, found in the history, so all of them are taken back at once.
 */
export function undoBody(
  actions: readonly AssistantAction[],
  history: readonly PlanVersionSummary[],
): SetPreviousPlanBody {
  if (actions.length <= 1) return {};
  const first = actions[0]?.plan_version;
  const parent = history.find((h) => h.version === first)?.parent;
  return parent === null || parent === undefined ? {} : { version: parent };
}
