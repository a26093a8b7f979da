import { MAX_CHATS_PER_USER, MAX_MESSAGES_PER_CHAT } from '@plotplan/contract';
import type { Db } from '../../db/database.js';
import { SharedWindowLimiter, type Rate } from '../../security/shared-window-limiter.js';
import { MessagesThrottled } from './chat-errors.js';

/** What one user may keep and send in chats. */
export interface ChatLimits {
  /** Messages one user may send (all chats together) per minute... */
  readonly messagesPerMinute: Rate;
  /** ...and per day. */
  readonly messagesPerDay: Rate;
  /** Messages (the user's and the assistant's) one chat may hold. */
  readonly messagesPerChat: number;
  /** Chats one user may have. */
  readonly chatsPerUser: number;
}

export type ChatLimitsOverride = Partial<ChatLimits>;

export const defaultChatLimits: ChatLimits = {
  messagesPerMinute: { limit: 20, windowSeconds: 60 },
  messagesPerDay: { limit: 1000, windowSeconds: 24 * 60 * 60 },
  messagesPerChat: MAX_MESSAGES_PER_CHAT,
  chatsPerUser: MAX_CHATS_PER_USER,
};

export function resolveChatLimits(override: ChatLimitsOverride = {}): ChatLimits {
  return { ...defaultChatLimits, ...override };
}

/**
 * Counts each user's messages in fixed windows and refuses those over the rates. The windows are in
 * the database (`rate_windows`), so a user's messages count together on every instance.
 */
export class MessageRate {
  private readonly limiter: SharedWindowLimiter;

  constructor(
    db: Db,
    private readonly limits: Pick<ChatLimits, 'messagesPerMinute' | 'messagesPerDay'>,
    now?: () => number,
  ) {
    this.limiter = new SharedWindowLimiter(db, now);
  }

  /** Counts one message of the user; throws a 429 (with Retry-After) when over either rate. */
  async check(ownerId: number): Promise<void> {
    const { messagesPerMinute, messagesPerDay } = this.limits;
    const wait = await this.limiter.hit([
      { key: `minute|${ownerId}`, rate: messagesPerMinute },
      { key: `day|${ownerId}`, rate: messagesPerDay },
    ]);
    if (wait > 0) throw new MessagesThrottled(this.limits, wait);
  }
}
