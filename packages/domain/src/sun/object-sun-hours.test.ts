import { describe, expect, it } from 'vitest';
import type { Plan } from '../model/plan.js';
import { objectSunHours } from './object-sun-hours.js';
import { crownProfile, prismProfile } from './shade-casters.js';
import { sunClass } from './sun-class.js';
import { sunHoursAt, sunHoursMap } from './sun-hours-map.js';
import { box, disc, MIDSUMMER, squarePlot } from './test-support/scenes.js';

const DAY = { period: MIDSUMMER, stepMinutes: 10 } as const;
const plot = squarePlot(15);

describe('objectSunHours', () => {
  it("leaves out an object's own shadow: a lone house gets the open sky's hours", () => {
    const plan: Plan = { objects: [box('house', 0, 0, 10, 8, 7)] };
    const map = sunHoursMap(plot, plan, DAY);
    expect(objectSunHours(map, plan).house).toBeCloseTo(map.max_hours, 4);
  });

  it('counts the shadows of others: a bed north of the house gets less sun than one south of it', () => {
    const plan: Plan = {
      objects: [
        box('house', 0, 0, 10, 8, 7),
        box('bed-n', 0, 6, 6, 1.2, 0.3),
        box('bed-s', 0, -6, 6, 1.2, 0.3),
      ],
    };
    const hours = objectSunHours(sunHoursMap(plot, plan, DAY), plan);
    expect(hours['bed-n']).toBeLessThan((hours['bed-s'] ?? 0) - 3);
  });

  it('takes the cell under a small object and leaves out objects off the plot', () => {
    const plan: Plan = { objects: [disc('post', 3.1, 3.1, 0.2, 1.5), box('away', 40, 40, 2, 2, 2)] };
    const map = sunHoursMap(plot, plan, DAY);
    const hours = objectSunHours(map, plan);
    expect(hours.post).toBe(sunHoursAt(map, [3.1, 3.1]));
    expect(Object.keys(hours)).toEqual(['post']);
  });

  it('lets a shadeProfile turn an object into a tree crown that shades less than a solid prism', () => {
    const plan: Plan = { objects: [disc('apple', 0, 0, 4, 6)] };
    const asCrown = sunHoursMap(plot, plan, { ...DAY, shadeProfile: (o) => crownProfile(o, 0.5) });
    const asPrism = sunHoursMap(plot, plan, { ...DAY, shadeProfile: prismProfile });
    asCrown.hours.forEach((h, i) => expect(h).toBeGreaterThanOrEqual((asPrism.hours[i] ?? 0) - 1e-4));
    // East of the trunk the low evening sun passes under the crown.
    expect(sunHoursAt(asCrown, [2.75, 0.25])).toBeGreaterThan(sunHoursAt(asPrism, [2.75, 0.25]) + 1);
    const none = sunHoursMap(plot, plan, { ...DAY, shadeProfile: () => null });
    expect(sunHoursAt(none, [0.25, 3.25])).toBeCloseTo(none.max_hours, 4);
  });
});

describe('sunClass', () => {
  it('uses the 6 / 4 / 2 hour thresholds', () => {
    expect(sunClass(12)).toBe('full');
    expect(sunClass(6)).toBe('full');
    expect(sunClass(5.99)).toBe('partial');
    expect(sunClass(4)).toBe('partial');
    expect(sunClass(3.99)).toBe('partial_shade');
    expect(sunClass(2)).toBe('partial_shade');
    expect(sunClass(1.99)).toBe('shade');
    expect(sunClass(0)).toBe('shade');
  });

  it('refuses the outside-the-plot marker and non-numbers', () => {
    expect(() => sunClass(-1)).toThrow(RangeError);
    expect(() => sunClass(NaN)).toThrow(RangeError);
  });
});
