import { describe, expect, it } from 'vitest';
import { rulePacks } from './rule-packs.js';
import snapshot from './rule-packs.snapshot.json' with { type: 'json' };

// Every pack's rules as recorded in rule-packs.snapshot.json: ids, values, severities, sources,
// selectors and notes. A change to a pack must change the snapshot too, on purpose and in review.
describe('rule packs snapshot', () => {
  it('matches the recorded rules of every pack', () => {
    expect(JSON.parse(JSON.stringify(rulePacks))).toStrictEqual(snapshot);
  });

  it('keeps the recorded key order (what clients see in JSON)', () => {
    expect(JSON.stringify(rulePacks)).toBe(JSON.stringify(snapshot));
  });
});
