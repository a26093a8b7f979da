import { tileCoordinates } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { worldToScreen, type Viewport } from '../plan-canvas/viewport';
import { tilesInView, tileUrlOf, tileZoom } from './map-tiles';

const georef = { lat: 52.52, lon: 13.405, x: 15, y: 20 };
const view: Viewport = { scale: 4, tx: 100, ty: 500 };
const template = 'http://127.0.0.1:9/t/{z}/{x}/{y}.png';

/** Where tile pixel (u, v) of a placed tile lands on screen, through its SVG matrix. */
function apply(transform: string, u: number, v: number): [number, number] {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = transform.slice(7, -1).split(' ').map(Number);
  return [a * u + c * v + e, b * u + d * v + f];
}

describe('tileZoom', () => {
  it('picks the zoom whose pixels match the screen: 1 px per metre at 52.5° N is zoom 17', () => {
    // 156,543 m per pixel at zoom 0 times cos 52.52° is 95,260 m; log2 of that is 16.5, rounded 17.
    expect(tileZoom(1, 52.52, 19)).toBe(17);
    expect(tileZoom(400, 52.52, 19)).toBe(19);
    expect(tileZoom(0.00001, 52.52, 19)).toBe(1);
  });
});

describe('tilesInView', () => {
  it('covers the canvas and puts the reference point where the plan draws it', () => {
    const { zoom, tiles } = tilesInView({
      view,
      width: 800,
      height: 600,
      georef,
      northDeg: 0,
      tileUrl: template,
      maxZoom: 19,
    });
    expect(tiles.length).toBeGreaterThan(2);
    expect(tiles.length).toBeLessThan(30);
    const at = tileCoordinates(georef, zoom);
    const tx = Math.floor(at.x);
    const ty = Math.floor(at.y);
    const tile = tiles.find((t) => t.key === `${zoom}/${tx}/${ty}`);
    expect(tile?.url).toBe(tileUrlOf(template, zoom, tx, ty));
    const [sx, sy] = apply(tile?.transform ?? '', (at.x - tx) * 256, (at.y - ty) * 256);
    const [ex, ey] = worldToScreen(view, [georef.x, georef.y]);
    expect(Math.hypot(sx - ex, sy - ey)).toBeLessThan(0.5);
  });

  it('lays neighbouring tiles edge to edge, with no gap', () => {
    const { zoom, tiles } = tilesInView({
      view,
      width: 800,
      height: 600,
      georef,
      northDeg: 30,
      tileUrl: template,
      maxZoom: 19,
    });
    const byKey = new Map(tiles.map((t) => [t.key, t]));
    let pairs = 0;
    for (const tile of tiles) {
      const [, x, y] = tile.key.split('/').map(Number);
      const right = byKey.get(`${zoom}/${(x ?? 0) + 1}/${y ?? 0}`);
      if (right === undefined) continue;
      pairs += 1;
      const [ax, ay] = apply(tile.transform, 256, 128);
      const [bx, by] = apply(right.transform, 0, 128);
      expect(Math.hypot(ax - bx, ay - by)).toBeLessThan(0.05);
    }
    expect(pairs).toBeGreaterThan(0);
  });

  it('turns the map with north: north to the right puts the tiles’ east (their +x) down the screen', () => {
    const { tiles } = tilesInView({
      view,
      width: 800,
      height: 600,
      georef,
      northDeg: 90,
      tileUrl: template,
      maxZoom: 19,
    });
    const [tile] = tiles;
    const [ox, oy] = apply(tile?.transform ?? '', 0, 0);
    const [px, py] = apply(tile?.transform ?? '', 256, 0);
    expect(Math.abs(px - ox)).toBeLessThan(0.01 * Math.abs(py - oy));
    expect(py).toBeGreaterThan(oy);
  });

  it('draws nothing for a view too wide for its tiles rather than thousands of images', () => {
    const wide = tilesInView({
      view: { scale: 0.5, tx: 0, ty: 0 },
      width: 50_000,
      height: 50_000,
      georef,
      northDeg: 0,
      tileUrl: template,
      maxZoom: 19,
    });
    expect(wide.tiles).toEqual([]);
  });
});
