import { planSchema, plotSchema } from '@plotplan/contract';
import {
  BAND_LOOKS,
  FAMILY_LOOKS,
  NEIGHBOUR_HOUSE,
  PLAN_ELEMENTS,
  thumbnailBandDepth,
  UNKNOWN_OBJECT,
} from '@plotplan/contract/drawing';
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

  it('is a self-contained 240x160 SVG fitted to the plot and its street, y flipped', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="240" height="160" /);
    expect(svg.endsWith('</svg>')).toBe(true);
    // The 20 x 30 plot and the street's thin band below it (1.26 m: 3.5% of the plot's diagonal),
    // padded by 5% of the longer side (31.26 m) as the web's cards; y runs from -30 to 1.26.
    expect(thumbnailBandDepth(plot)).toBeCloseTo(1.262, 3);
    expect(svg).toContain('viewBox="-1.56 -31.56 23.13 34.39"');
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
      BAND_LOOKS.street.flat,
      BAND_LOOKS.street.edge,
    ]);
    expect([...colours].filter((c) => !table.has(c))).toEqual([]);
  });

  it('escapes the name in the title and label', () => {
    expect(svg).toContain('<title>My &quot;plot&quot; &lt;1&gt;</title>');
    expect(svg).toContain('aria-label="My &quot;plot&quot; &lt;1&gt;"');
  });

  it('has an empty state without a plot: an outline and no words (the card says it in its language)', () => {
    const empty = thumbnailSvg('Nothing yet', null, null);
    expect(empty).toContain('viewBox="0 0 240 160"');
    expect(empty).toContain('stroke-dasharray="6 4"');
    expect(empty).not.toContain('<text');
    expect(empty.endsWith('</svg>')).toBe(true);
  });
});

describe('thumbnailSvg, what lies beyond the plot', () => {
  // As the web's card thumbnails (PlanThumbnail): thin bands, the neighbour's house hatched.
  const surrounded = plotSchema.parse({
    boundary: [
      [0, 0],
      [30, 0],
      [30, 40],
      [0, 40],
    ],
    edges: [
      { kind: 'street' },
      { kind: 'neighbor', building: { offset_m: 4, height_m: 7, material: 'wood' } },
      { kind: 'forest' },
      { kind: 'unknown' },
    ],
  });
  const svg = thumbnailSvg('Around', surrounded, null);
  const depth = thumbnailBandDepth(surrounded);

  it('draws a thin band beyond the street and the forest, in their plain tones with their far edges', () => {
    expect(svg).toContain(`fill="${BAND_LOOKS.street.flat}"`);
    expect(svg).toContain(`fill="${BAND_LOOKS.forest.flat}"`);
    // The forest's far edge, dashed in band depths, 1.75 m beyond the top side (y = 40).
    expect(depth).toBeCloseTo(1.75, 9);
    expect(svg).toContain(
      `<line x1="0" y1="-41.75" x2="30" y2="-41.75" stroke="${BAND_LOOKS.forest.edge}" stroke-width="0.21" stroke-dasharray="1.05 1.05"/>`,
    );
  });

  it('draws the neighbour’s house at its offset, hatched without a pattern reference, and frames it', () => {
    // Beyond the right side at x = 30: from 34 to 40 m, y 16..24, as on the cards.
    expect(svg).toContain(
      `<polygon points="34,-16 34,-24 40,-24 40,-16" fill="${NEIGHBOUR_HOUSE.hatchGround}"/>`,
    );
    const hatch = /<path d="([^"]+)" fill="none" stroke="([^"]+)"/.exec(svg);
    expect(hatch?.[2]).toBe(NEIGHBOUR_HOUSE.ink);
    const xs = [...(hatch?.[1] ?? '').matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1]));
    expect(xs.length).toBeGreaterThan(10);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(34);
    expect(Math.max(...xs)).toBeLessThanOrEqual(40);
    expect(svg).not.toMatch(/url\(|href/);
    // The frame reaches past the house (x = 40) and below the street's band (y = -1.75).
    const [x, y, width, height] = (/viewBox="([^"]+)"/.exec(svg)?.[1] ?? '').split(' ').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    expect(x + width).toBeGreaterThan(40);
    expect(y + height).toBeGreaterThan(1.75);
  });
});

describe('escapeXml', () => {
  it('escapes the five special characters and drops what XML cannot hold', () => {
    expect(escapeXml(`a&b<c>d"e'f\u0000g\u001fh`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;fgh');
  });
});
