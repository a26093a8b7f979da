import type { ComplianceReport } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { reportSections } from './report-text';

const metrics = {
  plot_area_m2: 600,
  built_up_m2: 60,
  paved_m2: 30,
  green_m2: 400,
  free_m2: 110,
  object_count: 1,
};

const objects = [
  {
    ...{ id: 'h', number: 1, name: 'Дом', type: 'house_small', color: '#888' },
    ...{ size: '6 × 6 м', rotation: '15°', sun_hours: 6.24, sun_class: 'full' as const },
  },
];

describe('reportSections', () => {
  it('writes the PDF report pages in the project language', () => {
    const ru = reportSections({ locale: 'ru', metrics, objects, compliance: null });
    expect(ru.map((s) => s.title)).toEqual(['Площади', 'Объекты (1)']);
    expect(ru[0]?.entries[0]?.[0]?.text).toBe('Участок 600,0 м²');
    expect(ru[1]?.entries[0]?.[0]?.text).toBe('1. Дом, 6 × 6 м, поворот 15°, 6,2 ч солнца (полное солнце)');
  });

  it('keeps the English report as it was', () => {
    const en = reportSections({ locale: 'en', metrics, objects, compliance: null });
    expect(en.map((s) => s.title)).toEqual(['Areas', 'Objects (1)']);
    expect(en[0]?.entries[0]?.[0]?.text).toBe('Plot 600.0 m²');
    expect(en[1]?.entries[0]?.[0]?.text).toBe('1. Дом, 6 × 6 м, rotated 15°, 6.2 h sun (full sun)');
  });

  it('names the rule pack and cites its sources in Russian', () => {
    const compliance: ComplianceReport = {
      pack_id: 'ru-snt',
      pack_name: 'Russia: garden plot (SNT)',
      failed: 0,
      passed: 1,
      not_applicable: 0,
      rows: [
        {
          rule_id: 'house-red-line',
          title: 'House to the red line',
          source: 'SP 53.13330.2019 (red lines, quoted at vsedlyastroiki.ru)',
          severity: 'error',
          status: 'pass',
          required_m: 5,
          worst_actual_m: 7,
          shortfall_m: 0,
          violations: [],
        },
      ],
    };
    const [ru, en] = (['ru', 'en'] as const).map((locale) =>
      reportSections({ locale, metrics: null, objects: [], compliance }),
    );
    expect(ru?.[1]?.title).toBe('Обязательные правила: Россия: садовый участок (СНТ)');
    const text = ru?.flatMap((s) => s.entries.flat().map((l) => l.text)).join('\n') ?? '';
    expect(text).toContain('Источник: СП 53.13330.2019 (красные линии, цит. по vsedlyastroiki.ru)');
    expect(en?.[1]?.title).toBe('Required rules: Russia: garden plot (SNT)');
  });

  it('writes areas in square feet and acres and distances in feet on an imperial plot', () => {
    const compliance: ComplianceReport = {
      pack_id: 'us-typical',
      pack_name: 'US typical',
      failed: 1,
      passed: 0,
      not_applicable: 0,
      rows: [
        {
          rule_id: 'house-boundary',
          title: 'House to boundary',
          source: 'IRC R302.1',
          severity: 'error',
          status: 'fail',
          required_m: 3,
          worst_actual_m: 1.2,
          shortfall_m: 1.8,
          violations: [],
        },
      ],
    };
    const sections = reportSections({
      locale: 'en',
      metrics,
      objects,
      compliance,
      units: 'imperial',
    });
    expect(sections[0]?.entries[0]?.[0]?.text).toBe('Plot 6,458 sq ft (0.15 acres)');
    const text = sections.flatMap((s) => s.entries.flat().map((l) => l.text)).join('\n');
    expect(text).toContain(`Needs 9' 10", closest 3' 11", 5' 11" short.`);
    expect(text).not.toMatch(/m²|\d m\b/);
  });
});
