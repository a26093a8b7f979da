import { describe, expect, it } from 'vitest';
import { rulePacks } from '../rules/rule-packs.js';
import type { Violation } from '../rules/types.js';
import { russianCitation, russianRuleTitle, russianViolationMessage } from './compliance-wording-ru.js';

const violation = (over: Partial<Violation>): Violation => ({
  rule_id: 'house-sauna',
  severity: 'error',
  message: '',
  object_ids: ['a', 'b'],
  required_m: 8,
  actual_m: 6.2,
  shortfall_m: 1.8,
  at: { x: 0, y: 0 },
  ...over,
});

describe('the rules in Russian', () => {
  it('cites Russian codes as written in Russian, others as they are', () => {
    expect(russianCitation('SP 53.13330.2019 6.7')).toBe('СП 53.13330.2019, п. 6.7');
    expect(russianCitation('SNiP 30-02-97* table 2')).toBe('СНиП 30-02-97*, табл. 2');
    expect(russianCitation('SNiP 30-02-97* 6.8*')).toBe('СНиП 30-02-97*, п. 6.8*');
    // The code's own number is never taken for a clause; the notes after it are Russian too.
    expect(russianCitation('SP 53.13330.2019 (red lines, quoted at vsedlyastroiki.ru)')).toBe(
      'СП 53.13330.2019 (красные линии, цит. по vsedlyastroiki.ru)',
    );
    expect(russianCitation('SP 30-102-99 5.3.4')).toBe('СП 30-102-99, п. 5.3.4');
    expect(russianCitation('SanPiN 2.1.3684-21 (formerly 2.1.4.1175-02)')).toBe(
      'СанПиН 2.1.3684-21 (ранее 2.1.4.1175-02)',
    );
    expect(russianCitation('Alameda County Code 17.08.070 (front yard 20 ft)')).toBe(
      'Alameda County Code 17.08.070 (front yard 20 ft)',
    );
  });

  it('cites every Russian rule with no English word (site names aside)', () => {
    for (const id of ['ru-snt', 'ru-izhs'] as const)
      for (const rule of rulePacks[id].rules) {
        const words = russianCitation(rule.source)
          .replace(/[\w-]+\.(ru|net)\b/g, '')
          .match(/[A-Za-z]{2,}/g);
        expect(words ?? [], rule.source).toEqual(rule.source.startsWith('Plotplan') ? ['Plotplan'] : []);
      }
  });

  it('titles every rule of every pack in Russian', () => {
    for (const pack of Object.values(rulePacks)) {
      for (const rule of pack.rules) expect(russianRuleTitle(rule), rule.id).toMatch(/^[А-ЯЁ]/);
    }
  });

  it('says a finding with its numbers and both objects', () => {
    const rule = Object.values(rulePacks)
      .flatMap((p) => p.rules)
      .find((r) => r.id === 'house-sauna' && r.source === 'SP 53.13330.2019 6.8');
    expect(russianViolationMessage(violation({}), { subject: 'Баня', other: 'Дом' }, rule)).toBe(
      '«Баня» — в 6,2 м от объекта «Дом»; СП 53.13330.2019, п. 6.8 требует 8 м (не хватает 1,8 м)',
    );
    expect(
      russianViolationMessage(
        violation({ object_ids: ['a'], edge: 1, actual_m: 1.5, required_m: 3, shortfall_m: 1.5 }),
        { subject: 'Дом', edgeKind: 'neighbor' },
      ),
    ).toBe('«Дом» — в 1,5 м от границы с соседями (сторона 2); требует 3 м (не хватает 1,5 м)');
  });
});
