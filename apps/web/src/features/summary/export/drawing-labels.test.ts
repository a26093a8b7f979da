import type { PlacedObject, Point } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { footprintBox, placeObjectLabels, type PaperBox } from './drawing-labels';

const k = 5; // 1:200
const at = ([x, y]: Point): [number, number] => [20 + x * k, 200 - y * k];

const rect = (
  id: string,
  x: number,
  y: number,
  width: number,
  depth: number,
  rotation_deg = 0,
): PlacedObject => ({
  id,
  landscape_object: id,
  shape: 'rect',
  x,
  y,
  rotation_deg,
  width,
  depth,
  height_m: 1,
  locked: false,
});

const overlaps = (a: PaperBox, b: PaperBox) =>
  a.minX < b.maxX - 1e-9 && b.minX < a.maxX - 1e-9 && a.minY < b.maxY - 1e-9 && b.minY < a.maxY - 1e-9;

describe('placeObjectLabels', () => {
  it('writes a name inside an object large enough for it', () => {
    const { labels } = placeObjectLabels(
      [{ object: rect('house', 10, 10, 8, 8), name: 'House', number: 1 }],
      at,
      k,
    );
    expect(labels[0]).toMatchObject({ by: 'name', name: 'House' });
  });

  it('numbers small objects, beside them on a leader when even the number does not fit, never over another object or label', () => {
    // A row of young berry bushes 0.35 m wide and 0.9 m apart, next to a bed and a house.
    const objects = [
      rect('house', 10, 10, 6, 6),
      rect('bed', 16, 10, 1.2, 4, 30),
      ...Array.from({ length: 6 }, (_, i) => rect(`bush-${i}`, 4 + i * 0.9, 18, 0.35, 0.35)),
    ];
    const targets = objects.map((object, i) => ({
      object,
      name: i === 0 ? 'House' : 'Berry bush',
      number: i + 1,
    }));
    const { labels } = placeObjectLabels(targets, at, k);
    expect(labels.map((l) => l.by)).toContain('leader');
    const footprints = objects.map((o) => footprintBox(o, at, k));
    labels.forEach((label, i) => {
      // A label inside its object stays within it; a leader's number is clear of every object.
      if (label.by === 'leader') for (const f of footprints) expect(overlaps(label.box, f)).toBe(false);
      else {
        const own = footprints[i] as PaperBox;
        expect(label.box.minX).toBeGreaterThanOrEqual(own.minX);
        expect(label.box.maxX).toBeLessThanOrEqual(own.maxX);
      }
      for (const other of labels.slice(i + 1)) expect(overlaps(label.box, other.box)).toBe(false);
    });
  });

  it('does not write a long name across a rotated narrow object', () => {
    const { labels } = placeObjectLabels(
      [{ object: rect('bed', 10, 10, 1.2, 6, 45), name: 'Vegetable bed', number: 2 }],
      at,
      k,
    );
    expect(labels[0]?.by).not.toBe('name');
  });

  it('places the same labels for the same plan (deterministic)', () => {
    const targets = Array.from({ length: 5 }, (_, i) => ({
      object: rect(`o${i}`, 3 + i, 3, 0.5, 0.5),
      name: 'Shrub',
      number: i + 1,
    }));
    expect(placeObjectLabels(targets, at, k)).toEqual(placeObjectLabels(targets, at, k));
  });
});
