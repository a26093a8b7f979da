import { planSchema, plotSchema } from '@plotplan/contract';
import { FAMILY_LOOKS, PLAN_ELEMENTS, UNKNOWN_OBJECT } from '@plotplan/contract/drawing';
import { describe, expect, it } from 'vitest';
import { escapeXml, thumbnailSvg } from './thumbnail-svg.js';

const plot = plotSchema.parse({
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  protected_areas: [
    { id: 'oak', kind: 'existing_tree', shape: { type: 'circle', center: [3, 27], radius: 2 } },
    {
      id: 'pipe',
      kind: 'utility_easement',
      shape: {
        type: 'polygon',
        points: [
          [0, 0],
          [20, 0],
          [20, 1],
        ],
      },
    },
  ],
});
const plan = planSchema.parse({
  objects: [
    { id: 'h', landscape_object: 'house_small', shape: 'rect', x: 10, y: 20, width: 6, depth: 6 },
    { id: 'w', landscape_object: 'well', shape: 'circle', x: 4, y: 4, width: 1.2, depth: 1.2 },
    { id: 'q', landscape_object: 'not_in_catalog', shape: 'rect', x: 15, y: 5, width: 1, depth: 1 },
  ],
  paths: [
    {
      id: 'p',
      points: [
        [10, 0],
        [10, 17],
      ],
      width_m: 1,
    },
  ],
});

describe('thumbnailSvg', () => {
  const svg = thumbnailSvg('My "plot" <1>', plot, plan);

  it('is a self-contained 240x160 SVG fitted to the plot, y flipped', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="240" height="160" /);
    expect(svg.endsWith('</svg>')).toBe(true);
    // 4% of the longer side (30 m) around the 20 x 30 box; y runs from -30 to 0.
    expect(svg).toContain('viewBox="-1.2 -31.2 22.4 32.4"');
    expect(svg).toContain('points="0,0 20,0 20,-30 0,-30"');
    expect(svg).not.toMatch(/<script|<style|href|url\(|\son\w+=/i);
  });

  it("draws protected areas, paths and objects in the style table's family colours", () => {
    expect(svg).toContain('<circle cx="3" cy="-27" r="2"');
    expect(svg).toContain('points="0,0 20,0 20,-1"');
    expect(svg).toContain('<polyline points="10,0 10,-17"');
    // As on the canvas and the generation cards: a house in the house family's fill, a well in water's.
    expect(svg).toContain(`<polygon points="7,-17 13,-17 13,-23 7,-23" fill="${FAMILY_LOOKS.house.fill}"`);
    expect(svg).toContain(`<circle cx="4" cy="-4" r="0.6" fill="${FAMILY_LOOKS.water.fill}"`);
    expect(svg).toContain(
      `<polygon points="14.5,-4.5 15.5,-4.5 15.5,-5.5 14.5,-5.5" fill="${UNKNOWN_OBJECT.fill}"`,
    );
  });

  it("draws the plot, its paths and protected areas in the table's colours, not a palette of its own", () => {
    const { plot: plotLook, path, protectedArea } = PLAN_ELEMENTS;
    expect(svg).toContain(
      `points="0,0 20,0 20,-30 0,-30" fill="${plotLook.thumbnail}" stroke="${plotLook.boundary}"`,
    );
    expect(svg).toContain(
      `<polyline points="10,0 10,-17" fill="none" stroke="${path.edge}" stroke-width="1.16"`,
    );
    expect(svg).toContain(
      `<polyline points="10,0 10,-17" fill="none" stroke="${path.fill}" stroke-width="1"`,
    );
    expect(svg).toContain(`<circle cx="3" cy="-27" r="2" fill="${protectedArea.ink}"`);
    const colours = new Set(svg.match(/#[0-9a-f]{6}/gi));
    const table = new Set([
      ...Object.values(FAMILY_LOOKS).map((look) => look.fill),
      UNKNOWN_OBJECT.fill,
      plotLook.thumbnail,
      plotLook.boundary,
      path.edge,
      path.fill,
      protectedArea.ink,
      PLAN_ELEMENTS.objectOutline.ink,
    ]);
    expect([...colours].filter((c) => !table.has(c))).toEqual([]);
  });

  it('escapes the name in the title and label', () => {
    expect(svg).toContain('<title>My &quot;plot&quot; &lt;1&gt;</title>');
    expect(svg).toContain('aria-label="My &quot;plot&quot; &lt;1&gt;"');
  });

  it('has an empty state without a plot', () => {
    const empty = thumbnailSvg('Nothing yet', null, null);
    expect(empty).toContain('viewBox="0 0 240 160"');
    expect(empty).toContain('No plot yet');
    expect(empty.endsWith('</svg>')).toBe(true);
  });
});

describe('escapeXml', () => {
  it('escapes the five special characters and drops what XML cannot hold', () => {
    expect(escapeXml(`a&b<c>d"e'f\u0000g\u001fh`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;fgh');
  });
});
