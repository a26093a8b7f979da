import type { PlacedObject, Plan } from '@plotplan/domain';
import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { layoutLabels, type NameLabel } from './object-labels';
import { PlanThumbnail } from './plan-thumbnail';

const rect = (
  id: string,
  x: number,
  y: number,
  width: number,
  depth: number,
  rotation_deg = 0,
): PlacedObject => ({
  id,
  landscape_object: 'garden_shed',
  shape: 'rect',
  x,
  y,
  width,
  depth,
  rotation_deg,
  height_m: 2,
  locked: false,
});
const circle = (id: string, x: number, y: number, width: number): PlacedObject => ({
  ...rect(id, x, y, width, width),
  shape: 'circle',
});

const names: Record<string, string> = {
  house: 'Small house',
  greenhouse: 'Greenhouse 3 x 6 m',
  bed: 'Vegetable bed',
  tree: 'Medium fruit tree',
  hive: 'Beehive',
};
const nameOf = (o: PlacedObject) => names[o.id] ?? o.id;

describe('layoutLabels', () => {
  const objects = [
    rect('house', 10, 10, 6, 6, 30),
    rect('greenhouse', 20, 10, 3, 6, 200),
    rect('bed', 30, 10, 1.2, 4, 135),
    circle('tree', 40, 10, 4),
    rect('hive', 50, 10, 0.5, 0.5),
  ];

  it('keeps every name inside its object and upright, whatever the turn', () => {
    for (const scale of [8, 20, 60]) {
      const { labels } = layoutLabels(objects, nameOf, { scale });
      for (const label of labels.filter((l): l is NameLabel => l.kind === 'name')) {
        const o = objects.find((x) => x.id === label.id) as PlacedObject;
        const [along, across] =
          o.shape === 'circle'
            ? [o.width / Math.SQRT2, o.width / Math.SQRT2]
            : [Math.max(o.width, o.depth), Math.min(o.width, o.depth)];
        expect(label.width, `${label.id} at ${scale}`).toBeLessThanOrEqual(along);
        expect(label.height, `${label.id} at ${scale}`).toBeLessThanOrEqual(across);
        expect(label.angle).toBeGreaterThanOrEqual(-90);
        expect(label.angle).toBeLessThan(90);
        expect(label.size * scale).toBeGreaterThanOrEqual(9);
      }
    }
  });

  it('writes names along the long side: a greenhouse turned 200 degrees reads at -110 + 180', () => {
    const { labels } = layoutLabels(objects, nameOf, { scale: 20 });
    const greenhouse = labels.find((l) => l.id === 'greenhouse');
    expect(greenhouse?.kind).toBe('name');
    // Depth is the long side: 200 + 90 = 290 degrees counter-clockwise, 70 clockwise on screen.
    expect((greenhouse as NameLabel).angle).toBeCloseTo(70);
  });

  it('numbers an object too small for its name and lists it in the key', () => {
    const { labels, key } = layoutLabels(objects, nameOf, { scale: 40 });
    expect(labels.find((l) => l.id === 'hive')).toMatchObject({ kind: 'number', number: 5, drawn: true });
    expect(key).toEqual([{ number: 5, id: 'hive', name: 'Beehive' }]);
    expect(
      layoutLabels(objects, nameOf, { scale: 40, numbers: false }).labels.map((l) => l.id),
    ).not.toContain('hive');
  });

  it('turns upright text to read from the bottom up', () => {
    const bed = layoutLabels([rect('bed', 0, 0, 1.5, 8)], nameOf, { scale: 20 }).labels[0];
    expect((bed as NameLabel).angle).toBe(-90);
  });

  it('numbers the smaller of two objects whose names would overlap', () => {
    const overlapping = [rect('bed', 0, 0, 1.5, 8), rect('house', 0.4, 0, 6, 6)];
    const { labels, key } = layoutLabels(overlapping, nameOf, { scale: 20 });
    expect(labels.find((l) => l.id === 'house')?.kind).toBe('name');
    expect(labels.find((l) => l.id === 'bed')?.kind).toBe('number');
    expect(key.map((e) => e.name)).toEqual(['Vegetable bed']);
  });
});

describe('PlanThumbnail labels', () => {
  const plan: Plan = { objects: [rect('house', 10, 10, 8, 8), rect('hive', 2, 2, 0.5, 0.5)] };

  it('names the objects that fit, numbers the rest and shows the key', () => {
    const { container, getByRole } = render(
      <PlanThumbnail
        plot={null}
        plan={plan}
        styles={new Map([['garden_shed', { name: 'Garden shed', color: '#ccc', family: 'outbuilding' }]])}
        label="Plan"
        labels="numbers"
      />,
    );
    const texts = [...container.querySelectorAll('.plan-label')].map((t) => t.textContent);
    expect(texts).toContain('Garden shed');
    expect(texts).toContain('2');
    const key = getByRole('region', { name: 'Plan key' });
    expect(within(key).getByRole('listitem').textContent).toContain('Garden shed');
  });

  it('gives each picture on a page its own pattern ids, and every fill points into its own picture', () => {
    const styles = new Map([
      ['garden_shed', { name: 'Garden shed', color: '#ccc', family: 'outbuilding' as const }],
    ]);
    const { container } = render(
      <>
        <PlanThumbnail plot={null} plan={plan} styles={styles} label="One" />
        <PlanThumbnail plot={null} plan={plan} styles={styles} label="Two" />
      </>,
    );
    const ids = [...container.querySelectorAll('pattern')].map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const svg of container.querySelectorAll('svg.plan-thumbnail')) {
      const fill = svg.querySelector('[data-object-id="house"]')?.getAttribute('fill') ?? '';
      const id = /url\(#(.+)\)/.exec(fill)?.[1] ?? '';
      expect(svg.querySelector(`pattern[id="${id}"]`)).not.toBeNull();
    }
  });
});
