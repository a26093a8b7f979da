import { describe, expect, it } from 'vitest';
import { plotFrame } from '../core/plot-frame.js';
import { rectPlot } from '../test-fixtures.js';
import { SEPTIC_REACH_M, ZoneMap, zoneOf } from './zones.js';

// The 20 x 30 m plot: street along the bottom (south, north up), the entrance at (10, 0).
const frame = plotFrame(rectPlot(20, 30));
const zones = new ZoneMap(frame);
// The farthest corner from the entrance: (0, 30) or (20, 30), sqrt(10² + 30²) m away.
const FAR = Math.hypot(10, 30);

describe('zoneOf', () => {
  const zone = (code: string, tags: string[]): string | undefined => zoneOf({ code, tags: new Set(tags) });
  it('sorts objects into the zones a site plan uses', () => {
    expect(zone('house_small', ['building', 'dwelling'])).toBe('entry');
    expect(zone('carport', ['outbuilding', 'light_structure'])).toBe('parking');
    expect(zone('terrace', ['hardscape', 'terrace', 'recreation'])).toBe('living');
    expect(zone('vegetable_bed', ['planting', 'bed'])).toBe('garden');
    expect(zone('berry_row', ['planting', 'shrub'])).toBe('garden');
    expect(zone('compost_bin', ['sanitary', 'compost'])).toBe('garden');
    expect(zone('outdoor_toilet', ['sanitary', 'toilet'])).toBe('utility');
    expect(zone('woodshed', ['building', 'outbuilding'])).toBe('utility');
    expect(zone('fruit_tree_tall', ['planting', 'tree', 'tall_tree'])).toBe('orchard');
    expect(zone('septic_tank', ['sanitary', 'septic', 'underground'])).toBe('septic');
    expect(zone('well', ['well'])).toBe('well');
    expect(zone('hedge', ['planting', 'shrub'])).toBeUndefined();
  });
});

describe('ZoneMap', () => {
  it('measures depth from the entrance and southness (hand-checked)', () => {
    expect(zones.depth(10, 0)).toBe(0);
    expect(zones.depth(0, 30)).toBeCloseTo(1, 9);
    expect(zones.depth(10, 15)).toBeCloseTo(15 / FAR, 9);
    expect(zones.southness(5, 0)).toBeCloseTo(1, 9);
    expect(zones.southness(5, 30)).toBeCloseTo(0, 9);
    expect(zones.streetDistance(5, 7)).toBeCloseTo(7, 9);
  });

  it('fits the house by the entrance, the toilet at the back, trees north, beds south', () => {
    expect(zones.fit('entry', 10, 6)).toBe(1);
    expect(zones.fit('entry', 10, 29)).toBe(0);
    expect(zones.fit('utility', 10, 29)).toBe(1);
    expect(zones.fit('utility', 10, 6)).toBe(0);
    expect(zones.fit('orchard', 5, 30)).toBeCloseTo(1, 9);
    // Garden: 0.75 southness + 0.25 of 5 m back from the street: at y = 6, 0.75 x 0.8 + 0.25.
    expect(zones.fit('garden', 5, 6)).toBeCloseTo(0.75 * (24 / 30) + 0.25, 9);
  });

  it('keeps a septic tank within hose reach of the street, off the fence', () => {
    expect(zones.fit('septic', 5, 5)).toBe(1);
    expect(zones.fit('septic', 5, SEPTIC_REACH_M)).toBe(1);
    expect(zones.fit('septic', 5, 1.25)).toBeCloseTo(0.5, 9);
    expect(zones.fit('septic', 5, 15)).toBeCloseTo(0.5, 9);
  });

  it('lays rows north-south, or along a plot more than twice as long as wide', () => {
    expect(zones.rowFit(1.2, 4, 0)).toBeCloseTo(1, 9);
    expect(zones.rowFit(1.2, 4, 90)).toBeCloseTo(0, 9);
    const strip = new ZoneMap(plotFrame({ ...rectPlot(60, 12), north_deg: 0 }));
    expect(strip.rowFit(1.2, 4, 90)).toBeCloseTo(1, 9);
  });
});
