import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fitBounds,
  gridStep,
  gridStepIn,
  panBy,
  screenPoint,
  screenToWorld,
  snapToGrid,
  worldToScreen,
  zoomAt,
  type PlanPoint,
  type Viewport,
} from './viewport';

const view: Viewport = { scale: 10, tx: 100, ty: 300 };

describe('viewport', () => {
  it('flips y: the plan origin sits at (tx, ty) and +y goes up the screen', () => {
    expect(worldToScreen(view, [0, 0])).toEqual([100, 300]);
    expect(worldToScreen(view, [2, 3])).toEqual([120, 270]);
  });

  it('keeps plan points (metres) and screen points (pixels) apart', () => {
    const plan: PlanPoint = [2, 3];
    const screen = worldToScreen(view, plan);
    // @ts-expect-error a plan point is not a screen point
    screenToWorld(view, plan);
    // @ts-expect-error a screen point is not a plan point
    worldToScreen(view, screen);
    // @ts-expect-error nor is a bare pair: pixels come from screenPoint or the viewport
    zoomAt(view, [0, 0], 2);
    expect(screenToWorld(view, screen)).toEqual([2, 3]);
  });

  it('round-trips between screen and world', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e4, max: 1e4, noNaN: true }),
        fc.double({ min: -1e4, max: 1e4, noNaN: true }),
        (x, y) => {
          const [wx, wy] = screenToWorld(view, worldToScreen(view, [x, y]));
          expect(wx).toBeCloseTo(x, 6);
          expect(wy).toBeCloseTo(y, 6);
        },
      ),
    );
  });

  it('keeps the point under the cursor fixed while zooming', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 800, noNaN: true }),
        fc.double({ min: 0, max: 600, noNaN: true }),
        fc.double({ min: 0.5, max: 2, noNaN: true }),
        (sx, sy, factor) => {
          const before = screenToWorld(view, screenPoint(sx, sy));
          const after = screenToWorld(zoomAt(view, screenPoint(sx, sy), factor), screenPoint(sx, sy));
          expect(after[0]).toBeCloseTo(before[0], 6);
          expect(after[1]).toBeCloseTo(before[1], 6);
        },
      ),
    );
  });

  it('clamps the zoom', () => {
    expect(zoomAt(view, screenPoint(0, 0), 1e6).scale).toBe(400);
    expect(zoomAt(view, screenPoint(0, 0), 1e-6).scale).toBe(0.5);
  });

  it('pans in screen pixels', () => {
    expect(panBy(view, 5, -7)).toEqual({ scale: 10, tx: 105, ty: 293 });
  });

  it('fits a 20 x 30 m plot into an 800 x 600 screen, centred', () => {
    const fit = fitBounds({ minX: 0, minY: 0, maxX: 20, maxY: 30 }, 800, 600, 30);
    expect(fit.scale).toBe(18);
    expect(worldToScreen(fit, [10, 15])).toEqual([400, 300]);
  });

  it('picks 1-2-5 grid steps that stay readable', () => {
    expect(gridStep(20)).toBe(1);
    expect(gridStep(10)).toBe(2);
    expect(gridStep(4)).toBe(5);
    expect(gridStep(100)).toBe(0.2);
  });

  it('steps in round feet on an imperial plot: 10 ft or 2 ft by the zoom', () => {
    expect(gridStepIn(10, 'metric')).toBe(2);
    // 10 px/m is 3.048 px/ft: 16 px is 5.25 ft, so the step is 10 ft; at 30 px/m it is 2 ft.
    expect(gridStepIn(10, 'imperial')).toBeCloseTo(3.048, 9);
    expect(gridStepIn(30, 'imperial')).toBeCloseTo(0.6096, 9);
  });

  it('snaps to the grid', () => {
    expect(snapToGrid([1.26, -0.74], 0.5)).toEqual([1.5, -0.5]);
    expect(snapToGrid([-0.1, 0.1], 1)).toEqual([0, 0]);
  });
});
