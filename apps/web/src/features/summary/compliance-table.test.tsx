import {
  catalogObjects,
  checkPlan,
  complianceReport,
  packForPlot,
  type PlacedObject,
  type Plan,
  type Plot,
} from '@plotplan/domain';
import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComplianceTable } from './compliance-table';
import { setLocale } from '../../lib/i18n';
import { violationText } from '../../lib/i18n';

/** 30 x 40 m, the street along the bottom edge. */
const plot: Plot = {
  boundary: [
    [0, 0],
    [30, 0],
    [30, 40],
    [0, 40],
  ],
  north_deg: 0,
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  protected_areas: [],
  rule_pack: 'ru-snt',
};

/** A 4 m crown whose edge reaches 1.5 m over the street. */
const tree: PlacedObject = {
  id: 'tree',
  landscape_object: 'fruit_tree_medium',
  shape: 'circle',
  x: 15,
  y: 0.5,
  rotation_deg: 0,
  width: 4,
  depth: 4,
  height_m: 5,
  locked: false,
};

describe('ComplianceTable', () => {
  it('never shows a negative distance: an allowed overhang reads "at most 1 m over"', () => {
    const plan: Plan = { objects: [tree] };
    const pack = packForPlot(plot);
    const report = complianceReport(plot, plan, pack, checkPlan(plot, plan, pack), catalogObjects);
    const { container } = render(<ComplianceTable report={report} />);
    const row = container.querySelector('tr[data-rule-id="crown-street"]');
    if (!(row instanceof HTMLElement)) throw new Error('no crown-street row');
    expect(within(row).getByText('at most 1 m over')).toBeTruthy();
    const cells = [...container.querySelectorAll('td')].map((cell) => cell.textContent ?? '');
    expect(cells.filter((text) => /^[−-]\d/.test(text))).toEqual([]);
  });
});

describe('ComplianceTable in Russian', () => {
  it('titles, results, sources and findings in Russian', () => {
    setLocale('ru');
    try {
      const plan: Plan = { objects: [tree] };
      const pack = packForPlot(plot);
      const report = complianceReport(plot, plan, pack, checkPlan(plot, plan, pack), catalogObjects);
      const { container } = render(
        <ComplianceTable report={report} describe={violationText('ru', plot, plan)} />,
      );
      const text = container.textContent ?? '';
      expect(text).toContain('Отчёт о соответствии нормам');
      expect(text).toContain('Крона дерева над улицей или проездом');
      expect(text).toContain('не более 1 м за границу');
      expect(text).not.toMatch(/\b(Pass|Fail|Required|Source)\b/);
    } finally {
      setLocale('en');
    }
  });
});
