import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { assistantTurns } from '../../db/schema.js';
import { MAX_COMMANDS_PER_MESSAGE } from './assistant-service.js';
import { COMMAND_TIME_LIMIT_MS } from './command-pool.js';
import { LLM_TIMEOUT_MS } from './llm-interpreter.js';

/**
 * The longest one answer can take: the interpreter (an LLM call is cut at its timeout), then each
 * command, one after another, each cut at the command pool's limit.
 */
const LONGEST_ANSWER_MS = LLM_TIMEOUT_MS + MAX_COMMANDS_PER_MESSAGE * COMMAND_TIME_LIMIT_MS;
/** For the database writes around the commands and clocks a little apart between instances. */
const HOLD_MARGIN_MS = 30_000;
/**
 * How long a hold lasts unless released (170 s): an answer still running has finished or been cut
 * by then, and a hold an instance left when it died ends by itself.
 */
export const ASSISTANT_TURN_HOLD_MS = LONGEST_ANSWER_MS + HOLD_MARGIN_MS;

/** A hold taken: released with exactly this `until`, so a late release never ends a newer hold. */
export interface TurnHold {
  readonly ownerId: number;
  readonly until: Date;
}

/**
 * One message at a time per user, on every instance: the hold is the user's row in
 * `assistant_turns`. Taking it is one upsert that succeeds only when there is no row or the row's
 * `until` has passed; the primary key's lock makes two instances' attempts one after the other.
 */
export class AssistantTurns {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    private readonly holdMs = ASSISTANT_TURN_HOLD_MS,
  ) {}

  /** The hold, or undefined while another message of the user is being answered. */
  async take(ownerId: number): Promise<TurnHold | undefined> {
    const now = this.now();
    const until = new Date(now + this.holdMs);
    const rows = await this.db
      .insert(assistantTurns)
      .values({ ownerId, until })
      .onConflictDoUpdate({
        target: assistantTurns.ownerId,
        set: { until },
        setWhere: sql`${assistantTurns.until} <= ${new Date(now).toISOString()}::timestamptz`,
      })
      .returning({ ownerId: assistantTurns.ownerId });
    return rows.length === 0 ? undefined : { ownerId, until };
  }

  async release(hold: TurnHold): Promise<void> {
    await this.db
      .delete(assistantTurns)
      .where(and(eq(assistantTurns.ownerId, hold.ownerId), eq(assistantTurns.until, hold.until)));
  }
}
