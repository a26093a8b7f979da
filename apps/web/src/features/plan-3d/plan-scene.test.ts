import {
  catalogObjects,
  shadowShiftPerMetre,
  solarPosition,
  type Plan,
  type PlacedObject,
  type Plot,
} from '@plotplan/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planScene, sceneSun } from './plan-scene';
import { compassWord, solarClockDate, sunReadout } from './sun-clock';
import { translate, type Translate } from '../../lib/i18n';

const en: Translate = (key, values) => translate('en', key, values);
const ru: Translate = (key, values) => translate('ru', key, values);

/** 20 x 30 m near Moscow, north up; the neighbour's house 4 m beyond the east side, 8 m high. */
const plot: Plot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 0,
  edges: [
    { kind: 'street' },
    { kind: 'neighbor', building: { offset_m: 4, height_m: 8, material: 'wood' } },
    { kind: 'field' },
    { kind: 'field' },
  ],
  protected_areas: [
    {
      id: 'oak',
      kind: 'existing_tree',
      label: 'Old oak',
      height_m: 12,
      shape: { type: 'circle', center: [4, 25], radius: 3 },
    },
  ],
  location: { lat: 55.75, lon: 37.62 },
  rule_pack: 'ru-snt',
};

const box: PlacedObject = {
  id: 'house-1',
  landscape_object: 'house_small',
  shape: 'rect',
  x: 10,
  y: 12,
  rotation_deg: 0,
  width: 8,
  depth: 6,
  height_m: 7,
  locked: false,
};
const bed: PlacedObject = {
  ...box,
  id: 'bed-1',
  landscape_object: 'vegetable_bed',
  x: 5,
  y: 5,
  width: 3,
  depth: 1,
  height_m: 0,
};
const plan: Plan = { objects: [box, bed] };
const noon = new Date('2025-06-21T09:30:00Z'); // about solar noon in Moscow

describe('planScene', () => {
  const scene = planScene(plot, plan, catalogObjects, noon);

  it('extrudes a box to its height, as a building with the catalog colour', () => {
    const house = scene.solids.filter((s) => s.kind === 'building');
    expect(house).toHaveLength(1);
    expect(house[0]?.base_m).toBe(0);
    expect(house[0]?.top_m).toBe(7);
    const xs = house[0]?.ring.map((p) => p[0]) ?? [];
    expect(Math.min(...xs)).toBeCloseTo(6);
    expect(Math.max(...xs)).toBeCloseTo(14);
    expect(house[0]?.color).toBe(catalogObjects.find((e) => e.code === 'house_small')?.color);
  });

  it("gives an existing tree the engine's crown (a third of its height up to the top) on a trunk", () => {
    const crown = scene.solids.find((s) => s.kind === 'tree-crown');
    expect(crown?.base_m).toBeCloseTo(4);
    expect(crown?.top_m).toBe(12);
    const trunk = scene.solids.find((s) => s.kind === 'trunk');
    expect(trunk?.base_m).toBe(0);
    expect(trunk?.top_m).toBeGreaterThan(4);
    expect(trunk?.top_m).toBeLessThan(12);
  });

  it("places the neighbour's house beyond the east side at its offset and height, as deep as entered (6 m unset)", () => {
    const house = scene.solids.find((s) => s.kind === 'neighbor-house');
    expect(house?.top_m).toBe(8);
    const xs = house?.ring.map((p) => p[0]) ?? [];
    expect(Math.min(...xs)).toBeCloseTo(24);
    // The house as entered (issue 25; 6 m deep when unset), not a 10 m deep wall along the side.
    expect(Math.max(...xs)).toBeCloseTo(30);
  });

  it('draws flat objects on the ground, and frames everything', () => {
    expect(scene.flats).toHaveLength(1);
    expect(scene.ground).toBe(plot.boundary);
    expect(scene.maxHeight_m).toBe(12);
    // The neighbour's house reaches x = 30: the framing circle takes it in.
    expect(scene.center[0] + scene.radius).toBeGreaterThanOrEqual(30);
  });

  it('has no sun without a location, and says so', () => {
    const { location: _, ...nowhere } = plot;
    const dark = planScene(nowhere, plan, catalogObjects, noon);
    expect(dark.sun).toBeNull();
    expect(dark.solids.length).toBe(scene.solids.length);
    expect(sunReadout(dark.sun, en)).toBe("Set the plot's location to see the sun and shadows.");
  });

  it('puts the midsummer noon sun high in the south over Moscow, and below the horizon at midnight', () => {
    const sun = scene.sun;
    expect(sun?.up).toBe(true);
    expect(sun?.altitude_deg).toBeGreaterThan(55);
    expect(sun?.altitude_deg).toBeLessThan(59);
    // North is +y in the plan, -z in the scene: the southern sun lies towards +z.
    expect(sun?.toSun[2]).toBeGreaterThan(0);
    expect(sunReadout(sun ?? null, en)).toMatch(/^Sun 5\d° high, from the south$/);
    const night = sceneSun(plot, solarClockDate('2025-06-21', 0, 37.62));
    expect(night?.up).toBe(false);
    expect(sunReadout(night, en)).toBe('The sun is below the horizon at this time.');
    expect(sunReadout(night, ru)).toBe('Солнце в это время за горизонтом.');
    expect(sunReadout(sun ?? null, ru)).toMatch(/^Солнце на высоте 5\d°, с юга$/);
  });
});

describe('sun direction against the engine', () => {
  it("points its horizontal part opposite to the engine's ground-shadow shift, with the same slope", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.double({ min: -66, max: 66, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: -360, max: 360, noNaN: true }),
        (ms, lat, lon, north_deg) => {
          const date = new Date(ms);
          const here: Plot = { ...plot, north_deg, location: { lat, lon } };
          const sun = sceneSun(here, date);
          const engine = solarPosition({ date, lat, lon });
          if (sun === null) return false;
          const [x, y, z] = sun.toSun;
          expect(Math.hypot(x, y, z)).toBeCloseTo(1, 9);
          expect(sun.up).toBe(engine.altitude_deg > 0);
          if (engine.altitude_deg < 1) return true; // the shift is huge or undefined near the horizon
          const [sx, sy] = shadowShiftPerMetre(engine, north_deg);
          // Back to the plan frame: plan y = -scene z.
          const [hx, hy] = [x, -z];
          // Opposite: the shift is -horizontal / vertical (a metre of height moves the shadow away).
          expect(sx).toBeCloseTo(-hx / y, 6);
          expect(sy).toBeCloseTo(-hy / y, 6);
          return true;
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads compass words from the azimuth', () => {
    expect(compassWord(0)).toBe('north');
    expect(compassWord(225)).toBe('south-west');
    expect(compassWord(-90)).toBe('west');
    expect(compassWord(359)).toBe('north');
  });

  it('takes 12:00 as mean solar noon at the longitude', () => {
    expect(solarClockDate('2025-06-21', 12 * 60, 0).toISOString()).toBe('2025-06-21T12:00:00.000Z');
    expect(solarClockDate('2025-06-21', 12 * 60, 45).toISOString()).toBe('2025-06-21T09:00:00.000Z');
  });
});
