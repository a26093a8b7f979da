import { describe, expect, it } from 'vitest';
import { objectByCode, type PlacedObject, type Plot } from '@plotplan/domain';
import type { AssistantCommand } from '../commands/index.js';
import { refusalFor } from '../place/refusal.js';
import { refusalText } from '../replies.js';
import { refusalRu, russianOutcomeText } from '../russian/replies-ru.js';
import { fixtureContext } from '../test-fixtures.js';
import { executeAdd } from './add.js';

// Issue 25: a refusal names the rule that blocks (its title) and the nearest spot that works, in
// English and in Russian (the rule's Russian title).
const small: Plot = {
  boundary: [
    [0, 0],
    [8, 0],
    [8, 10],
    [0, 10],
  ],
  north_deg: 0,
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  entrance: { edge: 0, t: 0.5, width_m: 4 },
  protected_areas: [],
  rule_pack: 'ru-snt',
};

describe('a refused placing says why', () => {
  it('names the rule a house breaks on 8 x 10 m, and that no spot nearby works', () => {
    const context = fixtureContext({ plot: small, plan: { objects: [] } });
    const command: AssistantCommand = { kind: 'add', landscape_object: 'house_small', count: 1 };
    const outcome = executeAdd(command, context);
    expect(outcome.kind).toBe('reply');
    if (outcome.kind !== 'reply') return;
    expect(outcome.refusal?.rule?.title).toBeDefined();
    expect(outcome.text).toContain(`it would break "${outcome.refusal?.rule?.title ?? ''}"`);
    expect(outcome.text).toContain('no spot nearby works either');
    const ru = russianOutcomeText(command, outcome, context);
    expect(ru).toContain('Не нашлось места без нарушения норм');
    expect(ru).toMatch(/нарушалась бы норма «[А-Яа-яЁё]/);
    expect(ru).toContain('подходящего места поблизости тоже нет');
  });

  it('gives the nearest spot that works as a distance and a compass direction', () => {
    // A toilet wanted 4 m north of a house's north wall: the house-to-toilet rule (8 m) blocks it
    // there; the nearest spot that works lies further north.
    const plot: Plot = {
      ...small,
      boundary: [
        [0, 0],
        [20, 0],
        [20, 30],
        [0, 30],
      ],
    };
    const house = { ...objectFor('house_small', 'house'), x: 10, y: 12 };
    const context = fixtureContext({ plot, plan: { objects: [house] } });
    const toilet = { ...objectFor('outdoor_toilet', 'wc'), x: 10, y: 19 };
    const refusal = refusalFor(context, [house], { object: toilet, keepRotation: true }, [10, 19]);
    expect(refusal.rule?.id).toMatch(/toilet/);
    expect(refusal.nearest?.direction).toBe('north');
    expect(refusal.nearest?.distance_m).toBeGreaterThan(3);
    expect(refusalText(refusal, 'metric')).toMatch(
      /^At the spot asked for it would break ".+"; the nearest spot that works is \d+\.\d m north of it\.$/,
    );
    expect(refusalRu(refusal, 'metric')).toMatch(
      /^В указанном месте нарушалась бы норма «.+»; ближайшее подходящее место — в \d+,\d м оттуда \(север\)\.$/,
    );
  });
});

function objectFor(code: string, id: string): PlacedObject {
  const entry = objectByCode(code);
  if (entry === undefined) throw new Error(code);
  return {
    id,
    landscape_object: code,
    shape: entry.shape,
    x: 0,
    y: 0,
    rotation_deg: 0,
    width: entry.width,
    depth: entry.depth,
    height_m: entry.height_m,
    locked: false,
  };
}
