import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createProject, createProjectWithPlan, signedInAt, type Tokens } from '../support/accounts';
import { gardenPlan, gardenPlot } from '../support/garden';
import { TILE_PORT } from '../playwright.config';
import { downloadOf } from '../support/exports';

const tiles = `http://127.0.0.1:${TILE_PORT}`;
/** The garden plot placed in St Petersburg: plan point (15, 20), its middle, is at this lat/lon. */
const georef = { lat: 59.9343, lon: 30.3351, x: 15, y: 20 };

async function geoProject(request: APIRequestContext, tokens: Tokens) {
  return createProjectWithPlan(
    request,
    tokens,
    {
      name: 'Plot on the map',
      plot: { ...gardenPlot, georef, location: { lat: georef.lat, lon: georef.lon } },
    },
    { plan: gardenPlan, summary: 'Starting plan' },
  );
}

const mapTiles = (page: Page) => page.locator('.map-underlay image');

test.describe('the map under a geo-referenced plot', () => {
  test.beforeEach(async ({ request }) => {
    await request.get(`${tiles}/on`);
  });

  test('shows the tile server’s map under the plot, with its attribution, a switch and opacity', async ({
    page,
    request,
  }) => {
    const { tokens } = await signedInAt(page, request, 'map-underlay', '/projects');
    const project = await geoProject(request, tokens);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/plot-editor/orientation?project=${project.id}`);

    await expect(mapTiles(page).first()).toBeAttached();
    await expect(page.getByText('Test tiles (e2e fixture)')).toBeVisible();
    const first = await mapTiles(page).first().getAttribute('href');
    expect(first).toMatch(new RegExp(`^${tiles}/tiles/\\d+/\\d+/\\d+\\.png$`));
    // The tiles asked for are those around the plot: St Petersburg at zoom z.
    await expect
      .poll(async () => ((await (await request.get(`${tiles}/requests`)).json()) as string[]).length)
      .toBeGreaterThan(0);
    const asked = (await (await request.get(`${tiles}/requests`)).json()) as string[];
    const [z, x, y] = (asked[0] ?? '')
      .split('/')
      .slice(2)
      .map((part) => Number.parseInt(part, 10));
    const n = 2 ** (z ?? 0);
    // lon 30.3351 and lat 59.9343 in tile numbers at that zoom, give or take the canvas's width.
    expect(Math.abs((x ?? 0) - ((30.3351 + 180) / 360) * n)).toBeLessThan(8);
    const latRad = (59.9343 * Math.PI) / 180;
    const tileY = ((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * n;
    expect(Math.abs((y ?? 0) - tileY)).toBeLessThan(8);

    const opacity = page.getByRole('slider', { name: 'Map opacity' });
    await opacity.fill('1');
    await expect(page.locator('.map-underlay')).toHaveAttribute('opacity', '1');
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(page.locator('.map-underlay')).toHaveCount(0);
    await expect(opacity).toHaveCount(0);
    // The choice holds on the next step and after a reload (this browser remembers it).
    await page.goto(`/plot-editor/editor?project=${project.id}`);
    await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(mapTiles(page).first()).toBeAttached();
    expect(errors).toEqual([]);
  });

  test('falls back to the grid, saying so, when the tiles cannot be loaded', async ({ page, request }) => {
    const { tokens } = await signedInAt(page, request, 'map-offline', '/projects');
    const project = await geoProject(request, tokens);
    await request.get(`${tiles}/off`);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/plot-editor/neighbors?project=${project.id}`);
    await expect(
      page.getByRole('status').filter({ hasText: 'Map unavailable: showing the grid' }),
    ).toBeVisible();
    await expect(mapTiles(page)).toHaveCount(0);
    await expect(page.locator('.metre-grid')).toBeAttached();
    await expect(page.locator('.boundary__fill')).toBeAttached();
    expect(errors).toEqual([]);
  });

  test('draws no map and no switch for a plot that is not geo-referenced', async ({ page, request }) => {
    const { tokens } = await signedInAt(page, request, 'map-none', '/projects');
    const project = await createProject(request, tokens, { name: 'Drawn plot', plot: gardenPlot });
    await page.goto(`/plot-editor/orientation?project=${project.id}`);
    await expect(page.locator('.boundary__fill')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveCount(0);
    await expect(page.locator('.map-underlay')).toHaveCount(0);
  });

  test('hands the boundary over as GeoJSON, which imports back onto the same ground', async ({
    page,
    request,
  }) => {
    const { tokens } = await signedInAt(page, request, 'map-geojson', '/projects');
    const project = await geoProject(request, tokens);
    await page.goto(`/plot-editor/summary?project=${project.id}`);
    const file = await downloadOf(page, () => page.getByRole('button', { name: 'Boundary GeoJSON' }).click());
    expect(file.name).toBe('plot-on-the-map-boundary.geojson');
    const feature = JSON.parse(file.bytes.toString('utf8')) as {
      type: string;
      geometry: { type: string; coordinates: [number, number][][] };
    };
    expect(feature.type).toBe('Feature');
    expect(feature.geometry.type).toBe('Polygon');
    // The garden plot's 4 corners and the closing one, around St Petersburg.
    expect(feature.geometry.coordinates[0]).toHaveLength(5);
    for (const [lon, lat] of feature.geometry.coordinates[0] ?? []) {
      expect(Math.abs(lon - georef.lon)).toBeLessThan(0.001);
      expect(Math.abs(lat - georef.lat)).toBeLessThan(0.001);
    }

    // Imported back into a new project, the corners are where they were, to the millimetre.
    const copy = await createProject(request, tokens, { name: 'From GeoJSON' });
    await page.goto(`/plot-editor/preparation?project=${copy.id}`);
    await page.getByLabel('Boundary file').setInputFiles({
      name: file.name,
      mimeType: 'application/geo+json',
      buffer: file.bytes,
    });
    await page
      .getByRole('dialog', { name: 'Import boundary' })
      .getByRole('button', { name: 'Replace boundary' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
    const stored = await request.get(`/api/projects/${copy.id}/`, {
      headers: { authorization: `Bearer ${tokens.access}` },
    });
    const { plot } = (await stored.json()) as { plot: { boundary: [number, number][] } };
    expect(plot.boundary).toHaveLength(4);
    gardenPlot.boundary.forEach(([x, y], i) => {
      const [bx, by] = plot.boundary[i] ?? [NaN, NaN];
      expect(Math.hypot(bx - (x ?? 0), by - (y ?? 0))).toBeLessThan(0.001);
    });
  });
});
