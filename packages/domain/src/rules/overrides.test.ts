import { describe, expect, it } from 'vitest';
import type { Plot } from '../model/plot.js';
import { overrideProblems, packForPlot, resolvePack, RuleOverrideError } from './overrides.js';
import { rulePacks } from './rule-packs.js';

describe('resolvePack', () => {
  it('returns the pack itself when nothing is overridden', () => {
    expect(resolvePack('ru-snt')).toBe(rulePacks['ru-snt']);
  });

  it('replaces values by rule id and remembers the pack value', () => {
    const pack = resolvePack('ru-izhs', { 'house-toilet': 8, 'fire-combustible-wood': 6 });
    const rule = (id: string) => pack.rules.find((r) => r.id === id);
    expect(rule('house-toilet')).toMatchObject({ value_m: 8, default_value_m: 12 });
    expect(rule('fire-combustible-wood')).toMatchObject({ value_m: 6, default_value_m: 15 });
    expect(rule('house-sauna')?.default_value_m).toBeUndefined();
    // The built-in pack is untouched.
    expect(rulePacks['ru-izhs'].rules.find((r) => r.id === 'house-toilet')?.value_m).toBe(12);
  });

  it('rejects unknown rule ids and bad values, listing each problem', () => {
    const bad = { 'house-sauna': -1, 'no-such-rule': 3, 'house-toilet': Number.NaN, 'forest-edge': 5000 };
    expect(overrideProblems(rulePacks['ru-snt'], bad)).toEqual([
      { rule_id: 'forest-edge', message: 'must be at most 1000 m, got 5000' },
      { rule_id: 'house-sauna', message: 'must not be negative, got -1' },
      { rule_id: 'house-toilet', message: 'must be a number of metres, got NaN' },
      { rule_id: 'no-such-rule', message: 'no rule "no-such-rule" in pack ru-snt' },
    ]);
    expect(() => resolvePack('ru-snt', bad)).toThrow(RuleOverrideError);
    expect(() => resolvePack('ru-snt', { toString: 1 })).toThrow('no rule "toString"');
  });

  it('rejects an unknown pack', () => {
    expect(() => resolvePack('fr-plu')).toThrow('unknown rule pack "fr-plu"');
  });

  it("uses a plot's own pack and overrides", () => {
    const plot: Plot = {
      boundary: [
        [0, 0],
        [10, 0],
        [10, 10],
      ],
      north_deg: 0,
      edges: [],
      protected_areas: [],
      rule_pack: 'us-typical',
      rule_overrides: { 'well-septic': 30.48 },
    };
    const pack = packForPlot(plot);
    expect(pack.id).toBe('us-typical');
    expect(pack.rules.find((r) => r.id === 'well-septic')?.value_m).toBe(30.48);
  });
});
