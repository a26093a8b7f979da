import {
  catalogObjects,
  catalogObjectTypes,
  planZones,
  type Plan,
  type PlanZone,
  type Plot,
} from '@plotplan/domain';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAMILY_STYLES, objectStylesOf } from '../../lib/plan-canvas';
import { drawingStylesOf } from './drawing-styles';
import { objectRows } from './object-rows';
import { SummaryPlan } from './summary-plan';

const catalog = {
  types: catalogObjectTypes,
  objects: catalogObjects.map((o) => ({ ...o, tags: [...o.tags], sources: [...o.sources] })),
};

const plot: Plot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 30,
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  protected_areas: [],
  rule_pack: 'ru-snt',
};

const object = (id: string, code: string, x: number, y: number) => ({
  id,
  landscape_object: code,
  shape: 'rect' as const,
  x,
  y,
  rotation_deg: 0,
  width: 4,
  depth: 3,
  height_m: 3,
  locked: false,
});

const plan: Plan = {
  objects: [
    object('bath', 'bathhouse', 5, 5),
    object('glass', 'greenhouse_3x4', 14, 5),
    object('sauna', 'sauna_barrel', 5, 20),
  ],
};

const renderPlan = (zones: readonly PlanZone[] = []) =>
  render(
    <SummaryPlan
      name="Garden"
      plot={plot}
      plan={plan}
      styles={objectStylesOf(catalog)}
      zones={zones}
      rows={objectRows(plan, drawingStylesOf(catalog))}
    />,
  );

afterEach(() => vi.restoreAllMocks());

describe('SummaryPlan', () => {
  it('keys each family with the swatch the drawing uses: a bathhouse is not a greenhouse', () => {
    renderPlan();
    const key = screen.getByRole('list', { name: 'Object types on the plan' });
    const items = within(key).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Bathhouse, sauna (2)', 'Greenhouse (1)']);
    const [bath, glass] = items.map((li) => li.querySelector('svg.family-swatch'));
    expect(bath?.getAttribute('data-family')).toBe('bathhouse');
    // The bathhouse is filled with its planks pattern, the greenhouse with its own pale fill.
    const bathFill = bath?.querySelector('polygon')?.getAttribute('fill') ?? '';
    expect(bathFill).toMatch(/^url\(#/);
    const pattern = bath?.querySelector(`pattern[id="${bathFill.slice(5, -1)}"]`);
    expect(pattern?.getAttribute('data-family')).toBe('bathhouse');
    expect(glass?.querySelector('polygon')?.getAttribute('fill')).toBe(FAMILY_STYLES.greenhouse.fill);
  });

  it('shows a north arrow turned to the plot’s north and a scale bar once the drawing is measured', () => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 600,
      height: 800,
      top: 0,
      left: 0,
      right: 600,
      bottom: 800,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    renderPlan();
    expect(screen.getByRole('img', { name: 'North arrow' }).getAttribute('data-north-deg')).toBe('30');
    const bar = screen.getByRole('img', { name: 'Scale bar' });
    expect(Number(bar.getAttribute('data-length-m'))).toBeGreaterThan(0);
  });

  it('names each zone clear of the objects and their names, above or below its outline', () => {
    const zones = planZones(plan, catalogObjects);
    expect(zones.length).toBeGreaterThan(0);
    const { container } = renderPlan(zones);
    const labels = [...container.querySelectorAll('.plan-zone__label')];
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      const [x, y, size] = [
        Number(label.getAttribute('x')),
        Number(label.getAttribute('y')),
        Number(label.getAttribute('font-size')),
      ];
      const box = {
        minX: x,
        maxX: x + (label.textContent ?? '').length * size * 0.55,
        minY: -y - size * 0.25,
        maxY: -y + size * 0.8,
      };
      for (const o of plan.objects) {
        const clear =
          box.maxX <= o.x - 2 || box.minX >= o.x + 2 || box.maxY <= o.y - 1.5 || box.minY >= o.y + 1.5;
        expect(clear).toBe(true);
      }
    }
  });
});
