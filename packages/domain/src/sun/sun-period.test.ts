import { describe, expect, it } from 'vitest';
import { growingSeason, periodLength, sampleDays } from './sun-period.js';
import { sunSamples } from './sun-samples.js';

const DAY_MS = 86_400_000;

describe('growingSeason and sampleDays', () => {
  it('spans 1 April to 30 September inclusive: 183 days', () => {
    const season = growingSeason(2025);
    expect(season).toEqual({
      kind: 'range',
      from: new Date('2025-04-01T00:00:00Z'),
      to: new Date('2025-09-30T00:00:00Z'),
    });
    expect(periodLength(season)).toBe(183);
  });

  it('samples the middle day of each block, weighted by the block length', () => {
    const days = sampleDays(growingSeason(2025), 7);
    expect(days).toHaveLength(27); // 26 weeks and one day
    expect(days.reduce((sum, d) => sum + d.weight, 0)).toBeCloseTo(1, 12);
    expect(new Date((days[0]?.day ?? 0) * DAY_MS).toISOString().slice(0, 10)).toBe('2025-04-04');
    expect(days.at(-1)).toEqual({ day: Date.UTC(2025, 8, 30) / DAY_MS, weight: 1 / 183 });
  });

  it('takes a single day whole, and one block per day with dayStep 1', () => {
    expect(sampleDays({ kind: 'day', date: new Date('2025-06-21T15:00:00Z') }, 7)).toEqual([
      { day: Date.UTC(2025, 5, 21) / DAY_MS, weight: 1 },
    ]);
    expect(sampleDays(growingSeason(2025), 1)).toHaveLength(183);
  });

  it('rejects a reversed range and a bad day step', () => {
    const reversed = { kind: 'range', from: new Date('2025-05-02'), to: new Date('2025-05-01') } as const;
    expect(() => sampleDays(reversed, 1)).toThrow(/before/);
    expect(() => sampleDays(growingSeason(2025), 0)).toThrow(/dayStep/);
    expect(() => growingSeason(2025.5)).toThrow(/year/);
  });
});

describe('sunSamples', () => {
  const equinox = { kind: 'day', date: new Date('2024-03-20T12:00:00Z') } as const;

  it('sums to the hours the sun is above the threshold: the equator at the equinox', () => {
    // Above 0° apparent: 12 h plus about 4 min of refraction; above 5°: 20 min less at each end.
    const horizon = sunSamples({ lat: 0, lon: 0 }, { period: equinox, stepMinutes: 1, minAltitudeDeg: 0 });
    expect(horizon.max_hours).toBeCloseTo(12.06, 1);
    const fiveDeg = sunSamples({ lat: 0, lon: 0 }, { period: equinox, stepMinutes: 1 });
    expect(fiveDeg.max_hours).toBeCloseTo(12 - 40 / 60, 1);
    expect(fiveDeg.samples.every((s) => s.altitude_deg >= 5)).toBe(true);
  });

  it('finds no sun at the North Pole in winter', () => {
    const winter = { kind: 'range', from: new Date('2024-11-01'), to: new Date('2025-01-31') } as const;
    const s = sunSamples({ lat: 90, lon: 0 }, { period: winter, dayStep: 3 });
    expect(s.samples).toHaveLength(0);
    expect(s.max_hours).toBe(0);
  });

  it('rounds the step so it divides the day and rejects unusable options', () => {
    const s = sunSamples({ lat: 0, lon: 0 }, { period: equinox, stepMinutes: 7, minAltitudeDeg: -1 });
    expect(s.samples.length).toBeGreaterThan(100);
    expect(s.samples[0]?.weight_h).toBeCloseTo(1440 / 206 / 60, 12);
    expect(() => sunSamples({ lat: 0, lon: 0 }, { stepMinutes: 0 })).toThrow(/stepMinutes/);
    expect(() => sunSamples({ lat: 0, lon: 0 }, { minAltitudeDeg: 90 })).toThrow(/minAltitudeDeg/);
  });
});
