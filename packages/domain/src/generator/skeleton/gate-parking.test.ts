import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogObjects } from '../../catalog/catalog-objects.js';
import { footprintPolygon, type Point } from '../../geometry/index.js';
import { gateSpots } from './gate-parking.js';
import { buildItems } from '../zones/items.js';
import { plotGate } from '../paths/path-terminals.js';
import { rectPlot } from '../test-fixtures.js';

const parking = (code = 'parking_space') => {
  const item = buildItems([{ landscape_object: code, count: 1 }], [], catalogObjects, 0).items[0];
  if (item === undefined) throw new Error('no item');
  return item;
};

describe('gateSpots: the car square behind the vehicle gate', () => {
  it('flush with either end of a 4 m gate, or centred, nearest first (hand-checked)', () => {
    // 20 x 30 m, gate at (10, 0), 4 m wide; a 2.5 x 5 m place: long side along y (turn 0).
    const spots = gateSpots(rectPlot(20, 30), parking());
    expect(spots.slice(0, 3)).toEqual([
      { x: 10.75, y: 2.55, rotation_deg: 0, setback: 0.05 },
      { x: 9.25, y: 2.55, rotation_deg: 0, setback: 0.05 },
      { x: 10, y: 2.55, rotation_deg: 0, setback: 0.05 },
    ]);
    expect(spots.at(-1)?.setback).toBe(8);
  });

  it('keeps a car lane inside the opening and its short side on the set-back line, on any side (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.double({ min: 0.3, max: 0.7, noNaN: true }),
        fc.constantFrom('parking_space', 'carport', 'garage'),
        (edge, t, code) => {
          const plot = { ...rectPlot(20, 30), entrance: { edge, t, width_m: 4 } };
          const gate = plotGate(plot);
          const item = parking(code);
          for (const spot of gateSpots(plot, item)) {
            const ring = footprintPolygon({
              kind: 'rect',
              cx: spot.x,
              cy: spot.y,
              width: item.width,
              depth: item.depth,
              rotation_deg: spot.rotation_deg,
            });
            const rel = ring.map((p): Point => [
              (p[0] - gate.point[0]) * -gate.inward[1] + (p[1] - gate.point[1]) * gate.inward[0],
              (p[0] - gate.point[0]) * gate.inward[0] + (p[1] - gate.point[1]) * gate.inward[1],
            ]);
            const across = rel.map((p) => p[0]);
            const inward = rel.map((p) => p[1]);
            expect(Math.min(...inward)).toBeCloseTo(spot.setback, 6);
            expect(Math.max(...inward) - Math.min(...inward)).toBeCloseTo(
              Math.max(item.width, item.depth),
              6,
            );
            // The overlap of its width with the opening is a car's lane (2.4 m) or the whole opening.
            const overlap = Math.min(2, Math.max(...across)) - Math.max(-2, Math.min(...across));
            expect(overlap).toBeGreaterThanOrEqual(Math.min(2.4, Math.min(item.width, item.depth)) - 1e-6);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
