import { describe, expect, it } from 'vitest';
import type { PlacedObject } from '@plotplan/domain';
import { executeSun } from './sun.js';
import { fixtureContext, fixturePlan, fixturePlot, objectIn, ref } from '../test-fixtures.js';

describe('executeSun', () => {
  it('gives an object its mean sun hours over the season and its class', () => {
    const out = executeSun(
      { kind: 'sun_hours', target: ref(['greenhouse_3x4'], 'greenhouse') },
      fixtureContext(),
    );
    expect(out.kind).toBe('reply');
    expect(out.text).toMatch(
      /^The greenhouse gets about \d+\.\d h of direct sun a day over the growing season \(April to September\): full sun\./,
    );
  });

  it('notices shade: a bed tucked north of the house gets fewer hours and is told it wants sun', () => {
    const bed: PlacedObject = { ...objectIn(fixturePlan, 'bed-1'), id: 'shaded', x: 15, y: 16.8 };
    const labelled = { objects: [...fixturePlan.objects, { ...bed, label: 'Shady bed' }] };
    const text = executeSun(
      { kind: 'sun_hours', target: ref([], 'shady bed') },
      fixtureContext({ plan: labelled }),
    ).text;
    const hours = Number(/about (\d+\.\d) h/.exec(text)?.[1]);
    expect(hours).toBeLessThan(6);
    expect(text).toContain('sunnier spot');
  });

  it('lists every object without a target', () => {
    const text = executeSun({ kind: 'sun_hours' }, fixtureContext()).text;
    expect(text.split('\n')).toHaveLength(fixturePlan.objects.length + 1);
    expect(text).toContain('- Antonovka apple gets about');
  });

  it('asks for the location when the plot has none', () => {
    const { location: _drop, ...plot } = fixturePlot();
    expect(executeSun({ kind: 'sun_hours' }, fixtureContext({ plot })).text).toMatch(
      /need the plot's location/,
    );
  });
});
