import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantTurns } from '../../db/schema.js';
import { createUser } from '../../test-support/auth-helpers.js';
import { openSharedTestDatabases } from '../../test-support/test-database.js';
import { ASSISTANT_TURN_HOLD_MS, AssistantTurns } from './assistant-turns.js';

let shared: Awaited<ReturnType<typeof openSharedTestDatabases>>;
beforeAll(async () => {
  shared = await openSharedTestDatabases();
});
afterAll(async () => {
  await shared.close();
});

describe('AssistantTurns: one answer at a time per user, across instances', () => {
  it('holds for the longest answer (an LLM call and 8 commands of 15 s) and a margin', () => {
    expect(ASSISTANT_TURN_HOLD_MS).toBe(170_000);
  });

  it('gives the hold to exactly one of many concurrent takes from two instances', async () => {
    const { id } = await createUser(shared.first);
    const now = () => 1_000_000;
    const turns = [new AssistantTurns(shared.first.db, now), new AssistantTurns(shared.second.db, now)];
    const holds = await Promise.all(Array.from({ length: 12 }, (_, i) => turns[i % 2]?.take(id)));
    expect(holds.filter((hold) => hold !== undefined)).toHaveLength(1);
  });

  it('lets the hold be taken again once released or once its time has passed, not before', async () => {
    const { id } = await createUser(shared.first);
    let now = 5_000_000;
    const a = new AssistantTurns(shared.first.db, () => now, 10_000);
    const b = new AssistantTurns(shared.second.db, () => now, 10_000);
    const first = await a.take(id);
    expect(first).toEqual({ ownerId: id, until: new Date(5_010_000) });
    expect(await b.take(id)).toBeUndefined();
    if (first === undefined) throw new Error('no hold');
    await a.release(first);
    const second = await b.take(id);
    expect(second).toBeDefined();
    // B dies holding it: at its `until` the hold is free again.
    now += 9_999;
    expect(await a.take(id)).toBeUndefined();
    now += 1;
    const third = await a.take(id);
    expect(third).toBeDefined();
    // B's late release does not end A's newer hold.
    if (second === undefined) throw new Error('no hold');
    await b.release(second);
    expect(await shared.first.db.select().from(assistantTurns)).toContainEqual({
      ownerId: id,
      until: new Date(now + 10_000),
    });
  });
});
