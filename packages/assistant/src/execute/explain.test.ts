import { describe, expect, it } from 'vitest';
import { executeExplain } from './explain.js';
import { fixtureContext, planWithError, ref } from '../test-fixtures.js';

const well = ref(['well'], 'well');

describe('executeExplain', () => {
  it('says an object has no errors, listing its warnings', () => {
    const out = executeExplain({ kind: 'explain', target: well }, fixtureContext());
    expect(out.kind).toBe('reply');
    expect(out.text).toMatch(/^The well has no errors/);
    expect(out.text).toContain('recommends 50 m');
    expect(out.text).toContain('It needs 35.3 m more.');
  });

  it('gives the rule broken, in the checker words, with the shortfall', () => {
    const out = executeExplain({ kind: 'explain', target: well }, fixtureContext({ plan: planWithError }));
    expect(out.text).toMatch(/^The well breaks a rule:/);
    expect(out.text).toContain(
      'Compost bin is 1.9 m from the well; SP 53.13330.2019 6.8 requires 8 m (6.1 m short).',
    );
    expect(out.text).toContain('It needs 6.1 m more.');
  });

  it('summarises every error without a target', () => {
    expect(executeExplain({ kind: 'explain' }, fixtureContext({ plan: planWithError })).text).toMatch(
      /^The plan breaks a rule:\n- Compost bin is 1\.9 m from the well/,
    );
    expect(executeExplain({ kind: 'explain' }, fixtureContext()).text).toMatch(
      /^The plan keeps to every rule\. A recommendation is not met/,
    );
  });

  it('replies when the object is not on the plan', () => {
    expect(executeExplain({ kind: 'explain', target: ref(['pool'], 'pool') }, fixtureContext()).text).toBe(
      'There is no pool on the plan.',
    );
  });
});
