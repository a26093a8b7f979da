import { describe, expect, it } from 'vitest';
import type { ComplianceReport, ComplianceRow } from './compliance-report.js';
import { complianceResult, complianceSections, sectionTally, sourceCitation } from './compliance-wording.js';
import { rulePacks } from '../rules/rule-packs.js';

const row = (over: Partial<ComplianceRow>): ComplianceRow => ({
  rule_id: 'r',
  title: 'Rule',
  source: 'SP 53.13330.2019 6.7',
  severity: 'error',
  status: 'pass',
  required_m: 3,
  worst_actual_m: 4,
  shortfall_m: 0,
  violations: [],
  ...over,
});

describe('sourceCitation', () => {
  it('writes a code as document, clause and publisher', () => {
    expect(sourceCitation('SP 53.13330.2019 6.7')).toBe('SP 53.13330.2019, clause 6.7 (Minstroy of Russia)');
    expect(sourceCitation('SP 30-102-99 5.3.4')).toBe('SP 30-102-99, clause 5.3.4 (Gosstroy of Russia)');
    expect(sourceCitation('SNiP 30-02-97* 6.8*')).toBe('SNiP 30-02-97*, clause 6.8* (Gosstroy of Russia)');
    expect(sourceCitation('SNiP 30-02-97* table 2')).toBe('SNiP 30-02-97*, table 2 (Gosstroy of Russia)');
  });

  it('keeps what a source adds and names a quoting website as such', () => {
    expect(sourceCitation('SanPiN 2.1.3684-21 (formerly 2.1.4.1175-02)')).toBe(
      'SanPiN 2.1.3684-21 (formerly 2.1.4.1175-02; Rospotrebnadzor)',
    );
    expect(sourceCitation('SP 53.13330.2019 (quoted at vremya31.ru)')).toBe(
      'SP 53.13330.2019 (as quoted by vremya31.ru; Minstroy of Russia)',
    );
    expect(sourceCitation('Alameda County Code 17.08.070 (side yard 5 ft)')).toBe(
      'Alameda County Code 17.08.070 (side yard 5 ft)',
    );
  });

  it('leaves no pack source as a bare id, file name or web path', () => {
    for (const pack of Object.values(rulePacks))
      for (const rule of pack.rules) {
        const cited = sourceCitation(rule.source);
        expect(cited).not.toMatch(/\.(ts|json|md)\b|[a-z]+-[a-z]+-[a-z]+|\.org\/\d|\bquoted at\b/);
        expect(cited).not.toBe(rule.id);
      }
  });
});

describe('complianceResult', () => {
  it('passes or fails a required rule', () => {
    expect(complianceResult(row({ status: 'pass' }))).toBe('Pass');
    expect(complianceResult(row({ status: 'fail' }))).toBe('Fail');
    expect(complianceResult(row({ status: 'not_applicable' }))).toBe('Not applicable');
  });

  it('says an unmet recommendation is not met, with what it recommends, never a fail', () => {
    const unmet = row({ severity: 'warning', status: 'fail', required_m: 50, worst_actual_m: 20 });
    expect(complianceResult(unmet)).toBe('Not met (recommended 50 m)');
    expect(complianceResult(row({ severity: 'warning', status: 'pass' }))).toBe('Met');
    expect(complianceResult(row({ severity: 'warning', status: 'fail', required_m: null }))).toBe(
      'Not met (recommended)',
    );
  });
});

describe('complianceSections', () => {
  it('splits required rules (errors) from recommendations (warnings), in pack order', () => {
    const report: ComplianceReport = {
      pack_id: 'p',
      pack_name: 'Pack',
      rows: [
        row({ rule_id: 'a', status: 'fail' }),
        row({ rule_id: 'b', severity: 'warning', status: 'fail', required_m: 50 }),
        row({ rule_id: 'c', status: 'not_applicable' }),
        row({ rule_id: 'd', severity: 'warning', status: 'pass' }),
        row({ rule_id: 'e' }),
      ],
      failed: 2,
      passed: 2,
      not_applicable: 1,
    };
    const [required, recommended] = complianceSections(report);
    expect(required.title).toBe('Required');
    expect(required.rows.map((r) => r.rule_id)).toEqual(['a', 'c', 'e']);
    expect(sectionTally(required)).toBe('1 met, 1 failed, 1 not applicable');
    expect(recommended.title).toBe('Recommendations');
    expect(recommended.rows.map((r) => r.rule_id)).toEqual(['b', 'd']);
    expect(sectionTally(recommended)).toBe('1 met, 1 not met');
  });
});
