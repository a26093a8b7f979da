import { describe, expect, it } from 'vitest';
import { computeSunMap, LOCATION_REASON, transferablesOf, type SunMapRequest } from './sun-map-protocol';
import { housePlan, sunnyPlot } from './test-fixtures';

// A single day keeps the computation quick; the protocol, not the sun model, is under test here.
const options = { period: { kind: 'day', date: new Date('2025-06-21T00:00:00Z') }, cell_m: 1 } as const;
const request = (changes: Partial<SunMapRequest> = {}): SunMapRequest => ({
  id: 7,
  plot: sunnyPlot,
  plan: housePlan,
  options,
  ...changes,
});

describe('computeSunMap (the worker protocol)', () => {
  it("answers a request with its id, the map and each object's sun hours", () => {
    let t = 100;
    const response = computeSunMap(request(), () => (t += 5));
    expect(response.kind).toBe('ready');
    if (response.kind !== 'ready') return;
    expect(response.id).toBe(7);
    expect(response.map).toMatchObject({ cols: 20, rows: 30, cell_m: 1, origin: [0, 0] });
    expect(response.map.hours).toBeInstanceOf(Float32Array);
    expect(response.map.hours).toHaveLength(600);
    expect(Object.keys(response.objectHours)).toEqual(['house-1']);
    expect(response.objectHours['house-1']).toBeGreaterThan(0);
    expect(response.ms).toBe(5);
    // North of the house lies in its shadow for part of the day; the open south edge does not.
    const at = (x: number, y: number) => response.map.hours[y * 20 + x] ?? -1;
    expect(at(10, 17)).toBeLessThan(at(10, 1));
  });

  it('moves the hours grid instead of copying it', () => {
    const response = computeSunMap(request());
    if (response.kind !== 'ready') throw new Error('expected a map');
    expect(transferablesOf(response)).toEqual([response.map.hours.buffer]);
    expect(transferablesOf({ id: 1, kind: 'unavailable', reason: 'x' })).toEqual([]);
  });

  it('answers "unavailable" with the reason when the plot has no location', () => {
    const { location: _omitted, ...plot } = sunnyPlot;
    expect(computeSunMap(request({ plot }))).toEqual({ id: 7, kind: 'unavailable', reason: LOCATION_REASON });
  });

  it('answers "unavailable" instead of throwing on unusable options', () => {
    const response = computeSunMap(request({ options: { cell_m: 0 } }));
    expect(response).toMatchObject({ id: 7, kind: 'unavailable' });
    expect(response.kind === 'unavailable' && response.reason).toMatch(/^Sun hours could not be computed: /);
  });
});
