import { describe, expect, it } from 'vitest';
import { catalogObjects } from '../catalog/catalog-objects.js';
import { isCatalogTag } from '../catalog/tags.js';
import { rulePackIds } from '../model/plot.js';
import { rulePacks } from './rule-packs.js';
import type { Rule, TagSelector } from './types.js';

const selectors = (rule: Rule): TagSelector[] => {
  const out = [rule.applies_to];
  if (rule.kind === 'pair_distance') out.push(rule.to);
  if (rule.kind === 'no_overlap') out.push(rule.flush);
  if (rule.kind === 'inside_plot' && rule.centre_only !== undefined) out.push(rule.centre_only);
  return out;
};

describe.each(rulePackIds)('rule pack %s', (id) => {
  const pack = rulePacks[id];

  it('is registered under its own id', () => {
    expect(pack.id).toBe(id);
  });

  it('has unique rule ids, a source, a title and a usable value for every rule', () => {
    const ids = pack.rules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of pack.rules) {
      expect(rule.title, rule.id).not.toBe('');
      expect(rule.source, rule.id).not.toBe('');
      // Only a crown setback may be negative: the overhang it allows (see EdgeSetbackRule).
      const crown = rule.kind === 'edge_setback' && rule.measure_from === 'crown';
      expect(rule.value_m, rule.id).toBeGreaterThanOrEqual(crown ? -2 : 0);
      expect(Number.isFinite(rule.value_m), rule.id).toBe(true);
      expect(rule.default_value_m, rule.id).toBeUndefined();
    }
  });

  it('selects by tags the catalog knows and some catalog object carries', () => {
    for (const rule of pack.rules) {
      for (const tag of selectors(rule).flatMap((s) => [...(s.any ?? []), ...(s.except ?? [])])) {
        expect(isCatalogTag(tag), `${rule.id}: ${tag}`).toBe(true);
        expect(
          catalogObjects.some((o) => o.tags.includes(tag)),
          `${rule.id}: ${tag}`,
        ).toBe(true);
      }
    }
  });

  it('always checks placement: inside the plot, no overlap, protected areas', () => {
    const kinds = new Set(pack.rules.map((r) => r.kind));
    for (const kind of ['inside_plot', 'no_overlap', 'protected_area'] as const)
      expect(kinds.has(kind)).toBe(true);
  });
});

describe('pack choices where sources disagree', () => {
  const value = (pack: keyof typeof rulePacks, id: string): number | undefined =>
    rulePacks[pack].rules.find((r) => r.id === id)?.value_m;

  it('garden plots use the 2019 values, housing plots the older stricter ones', () => {
    expect(value('ru-snt', 'house-toilet')).toBe(8);
    expect(value('ru-izhs', 'house-toilet')).toBe(12);
    expect(value('ru-snt', 'tall-tree-boundary')).toBe(3);
    expect(value('ru-izhs', 'tall-tree-boundary')).toBe(4);
  });

  it('records why, in a note, wherever the value was a choice', () => {
    for (const pack of rulePackIds) {
      for (const id of ['house-toilet', 'tall-tree-boundary', 'well-sanitary-zone', 'house-front-setback']) {
        const rule = rulePacks[pack].rules.find((r) => r.id === id);
        if (rule !== undefined) expect(rule.note, `${pack} ${id}`).toBeTruthy();
      }
    }
  });

  it('converts US feet exactly', () => {
    expect(value('us-typical', 'house-front-setback')).toBe(6.096);
    expect(value('us-typical', 'well-septic')).toBe(15.24);
  });
});
