import { describe, expect, it } from 'vitest';
import { executePlotSize, footprintArea } from './plot-size.js';
import { fixtureContext, fixturePlan, objectIn } from '../test-fixtures.js';

describe('executePlotSize', () => {
  it('gives area, perimeter, extent and what is built on', () => {
    const text = executePlotSize(fixtureContext()).text;
    expect(text).toContain('1200 m² (12 ares, 0.12 ha)');
    expect(text).toContain('perimeter of 140.0 m');
    expect(text).toContain('30.0 m by 40.0 m');
    // House 64 + bathhouse 24 + shed 6 m².
    expect(text).toContain('Buildings cover 94 m² (7.8% of the plot)');
  });

  it('measures circles as discs', () => {
    expect(footprintArea(objectIn(fixturePlan, 'well'))).toBeCloseTo(Math.PI * 0.36);
  });
});
