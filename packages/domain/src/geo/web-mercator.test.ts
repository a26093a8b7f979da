import { describe, expect, it } from 'vitest';
import { metresPerTilePixel, tileCoordinates, tilePosition } from './web-mercator.js';

describe('web mercator tiles', () => {
  it('numbers tiles as slippy maps do: Berlin (52.52 N, 13.405 E) is in tile 8802/5373 at z14', () => {
    // The OpenStreetMap wiki's lon2tile/lat2tile formulas give x 8802, y 5373 for this point.
    const t = tileCoordinates({ lat: 52.52, lon: 13.405 }, 14);
    expect(Math.floor(t.x)).toBe(8802);
    expect(Math.floor(t.y)).toBe(5373);
  });

  it('tilePosition is the inverse of tileCoordinates', () => {
    const t = tileCoordinates({ lat: -33.8688, lon: 151.2093 }, 17);
    const p = tilePosition(t.x, t.y, 17);
    expect(p.lat).toBeCloseTo(-33.8688, 9);
    expect(p.lon).toBeCloseTo(151.2093, 9);
  });

  it('gives 156,543 m per pixel at the equator at zoom 0', () => {
    expect(metresPerTilePixel(0, 0)).toBeCloseTo(156_543.03, 1);
  });
});
