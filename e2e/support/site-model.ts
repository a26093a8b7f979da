import type { APIRequestContext, Locator } from '@playwright/test';
import { createProjectWithPlan, type Tokens } from './accounts';

/**
 * A 24 x 36 m plot near Moscow, street along the bottom, the neighbour's 8 m house 4 m beyond the
 * east side, an old birch near the north-west corner: something for the sun to cast shadows from.
 */
export const siteModelPlot = {
  boundary: [
    [0, 0],
    [24, 0],
    [24, 36],
    [0, 36],
  ],
  north_deg: 0,
  edges: [
    { kind: 'street', fence_height_m: 1.5 },
    { kind: 'neighbor', building: { offset_m: 4, height_m: 8, material: 'wood' } },
    { kind: 'neighbor', fence_height_m: 1.5 },
    { kind: 'neighbor' },
  ],
  protected_areas: [
    {
      id: 'birch',
      kind: 'existing_tree',
      label: 'Old birch',
      height_m: 14,
      shape: { type: 'circle', center: [5, 30], radius: 3 },
    },
  ],
  location: { lat: 55.75, lon: 37.62 },
  rule_pack: 'ru-snt',
};

const placed = (
  id: string,
  code: string,
  x: number,
  y: number,
  width: number,
  depth: number,
  height_m: number,
) => ({
  id,
  landscape_object: code,
  shape: code.includes('tree') ? 'circle' : 'rect',
  x,
  y,
  rotation_deg: 0,
  width,
  depth,
  height_m,
  locked: false,
});

/** A house, a sauna, two fruit trees and a bed. */
export const siteModelPlan = {
  objects: [
    placed('house', 'house_small', 12, 16, 8, 8, 7),
    placed('sauna', 'bathhouse', 19, 30, 4, 4, 3.5),
    placed('apple', 'fruit_tree_tall', 6, 8, 6, 6, 7),
    placed('plum', 'fruit_tree_medium', 20, 8, 4, 4, 4),
    placed('bed', 'vegetable_bed', 5, 20, 1.2, 5, 0),
  ],
};

/** A project with that plot and plan (plan version 1). */
export async function siteModelProject(request: APIRequestContext, tokens: Tokens, name: string) {
  return createProjectWithPlan(
    request,
    tokens,
    { name, plot: siteModelPlot },
    { plan: siteModelPlan, summary: 'Site model' },
  );
}

/** How many distinct colours (in 4-bit steps per channel) the WebGL canvas shows. */
export async function canvasColours(canvas: Locator): Promise<number> {
  return canvas.evaluate((element) => {
    const source = element as HTMLCanvasElement;
    const copy = document.createElement('canvas');
    copy.width = 160;
    copy.height = 100;
    const context = copy.getContext('2d');
    if (context === null) return 0;
    context.drawImage(source, 0, 0, copy.width, copy.height);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4) {
      seen.add(
        (((data[i] as number) >> 4) << 8) |
          (((data[i + 1] as number) >> 4) << 4) |
          ((data[i + 2] as number) >> 4),
      );
    }
    return seen.size;
  });
}
