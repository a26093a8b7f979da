import { describe, expect, it } from 'vitest';
import { resolveRef, resolveRefs } from './resolve-refs.js';
import { fixturePlan, ref } from '../test-fixtures.js';

const ids = (r: ReturnType<typeof resolveRef>): string[] =>
  r.kind === 'found' ? r.objects.map((o) => o.id) : [];

describe('resolveRef', () => {
  it('takes the first object of the first code found, in code order', () => {
    expect(ids(resolveRef(ref(['sauna_barrel', 'bathhouse'], 'sauna'), fixturePlan))).toEqual(['sauna']);
    expect(ids(resolveRef(ref(['vegetable_bed'], 'bed'), fixturePlan))).toEqual(['bed-1']);
  });

  it('takes n or all', () => {
    expect(ids(resolveRef(ref(['vegetable_bed'], 'bed', 2), fixturePlan))).toEqual(['bed-1', 'bed-2']);
    expect(ids(resolveRef(ref(['vegetable_bed'], 'bed', 'all'), fixturePlan))).toHaveLength(4);
    const many = resolveRef(ref(['vegetable_bed'], 'bed', 6), fixturePlan);
    expect(many.kind === 'found' && many.missing).toBe(2);
  });

  it('matches labels as whole words', () => {
    expect(ids(resolveRef(ref([], 'antonovka apple'), fixturePlan))).toEqual(['apple-1']);
    expect(ids(resolveRef(ref([], 'apple'), fixturePlan))).toEqual(['apple-1']);
    expect(ids(resolveRef(ref([], 'anton'), fixturePlan))).toEqual([]);
  });

  it('never guesses an unrelated object', () => {
    const r = resolveRef(ref(['pool'], 'pool'), fixturePlan);
    expect(r).toEqual({ kind: 'none', text: 'There is no pool on the plan.' });
    expect(resolveRef(ref(['pool'], 'pool', 'all'), fixturePlan)).toEqual({
      kind: 'none',
      text: 'There are no pools on the plan.',
    });
  });

  it('resolves several refs without repeats', () => {
    const r = resolveRefs(
      [ref(['house_medium'], 'house'), ref(['house_medium'], 'house'), ref(['well'], 'well')],
      fixturePlan,
    );
    expect(ids(r)).toEqual(['house', 'well']);
    expect(resolveRefs([ref(['well'], 'well'), ref(['pool'], 'pool')], fixturePlan).kind).toBe('none');
  });
});
