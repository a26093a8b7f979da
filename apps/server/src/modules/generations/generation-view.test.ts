import { describe, expect, it } from 'vitest';
import type { GenerationRow } from './generation-row.js';
import { generationView } from './generation-view.js';

const row = (units: 'metric' | 'imperial'): GenerationRow =>
  ({
    id: 1,
    projectId: 2,
    status: 'succeeded',
    name: '',
    isFavorite: false,
    rating: null,
    seed: 3,
    params: { plot: { rule_pack: 'ru-snt', units } },
    plan: { objects: [] },
    score: 1,
    scoreBreakdown: {},
    violations: [],
    notPlaced: [
      {
        id: 'b',
        landscape_object: 'bathhouse',
        because: {
          code: 'needs',
          object: { code: 'bathhouse', name: 'Bathhouse' },
          needs: [{ code: 'distance', m: 3, from: { kind: 'edge', edge: 'street' } }],
        },
      },
    ],
    unreachable: [],
    metrics: null,
    durationMs: 10,
    error: null,
    createdAt: new Date(0),
    finishedAt: new Date(0),
  }) as unknown as GenerationRow;

describe('generationView', () => {
  it("says a left-out object's reason in the plot's units", () => {
    expect(generationView(row('imperial')).not_placed[0]?.reason).toBe(
      `The bathhouse needs 9' 10" from the street: there was no such spot left.`,
    );
    expect(generationView(row('metric')).not_placed[0]?.reason).toBe(
      'The bathhouse needs 3 m from the street: there was no such spot left.',
    );
  });

  it("says them in Russian for a Russian request, in the plot's units", () => {
    expect(generationView(row('imperial'), 'ru').not_placed[0]?.reason).toBe(
      `«Баня»: нужно 9' 10" от улицы — такого места не осталось.`,
    );
    expect(generationView(row('metric'), 'ru').not_placed[0]?.reason).toBe(
      '«Баня»: нужно 3 м от улицы — такого места не осталось.',
    );
  });

  it('names a reason stored before the codes in Russian around its English', () => {
    const old = {
      ...row('metric'),
      notPlaced: [{ id: 'b', landscape_object: 'bathhouse', reason: 'No room' }],
    };
    expect(generationView(old, 'ru').not_placed[0]?.reason).toBe('Не размещено: Баня (No room)');
    expect(generationView(old, 'en').not_placed[0]?.reason).toBe('No room');
  });
});
