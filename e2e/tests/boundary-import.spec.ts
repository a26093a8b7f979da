import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createProject, signedInAt } from '../support/accounts';

const fixtures = path.resolve(import.meta.dirname, '../../packages/domain/src/exchange/fixtures');

const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

test.describe('importing a boundary on the preparation step', () => {
  test('a cadastral corner list, X north: preview, replace, undo; a KML with a hole is refused', async ({
    page,
    request,
  }) => {
    const { tokens } = await signedInAt(page, request, 'importer', '/projects');
    const project = await createProject(request, tokens, { name: 'Imported plot' });
    await page.goto(`/plot-editor/preparation?project=${project.id}`);
    await expect(page.getByTestId('plot-area')).toHaveText('600.0 m² (6.00 sotka)');
    await saved(page);

    await page.getByLabel('Boundary file').setInputFiles(path.join(fixtures, 'cadastral-ru.txt'));
    const dialog = page.getByRole('dialog', { name: 'Import boundary' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Coordinate order').selectOption('north-east');
    await expect(dialog.getByTestId('import-area')).toHaveText('1350.0 m² (13.50 sotka)');
    await expect(dialog.getByTestId('import-sides')).toHaveText(
      '1: 30 m, 2: 40 m, 3: 18.03 m, 4: 18.03 m, 5: 40 m',
    );
    await expect(dialog.getByRole('img', { name: 'The imported boundary: 5 corners' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Replace boundary' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByText('Boundary imported', { exact: true })).toBeVisible();
    await expect(page.getByTestId('plot-area')).toHaveText('1350.0 m² (13.50 sotka)');
    await expect(page.getByTestId('plot-sides')).toHaveText('30 m, 40 m, 18.03 m, 18.03 m, 40 m');
    await expect(page.getByLabel('Draw on the grid')).toBeChecked();
    await saved(page);

    await page.getByRole('button', { name: 'Undo import' }).click();
    await expect(page.getByTestId('plot-area')).toHaveText('600.0 m² (6.00 sotka)');
    await expect(page.getByRole('button', { name: 'Undo import' })).toHaveCount(0);
    await saved(page);

    await page.getByLabel('Boundary file').setInputFiles(path.join(fixtures, 'plot-with-hole.kml'));
    await expect(dialog.getByRole('alert')).toContainText(
      'The polygon has a hole (an inner ring); a plot boundary must be one ring without holes.',
    );
    await expect(dialog.getByRole('button', { name: 'Replace boundary' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('plot-area')).toHaveText('600.0 m² (6.00 sotka)');
  });

  test('an EGRN extract: x north, the cadastral number names the project, the declared area beside', async ({
    page,
    request,
  }) => {
    const { tokens } = await signedInAt(page, request, 'egrn-importer', '/projects');
    const project = await createProject(request, tokens, { name: 'My plot' });
    await page.goto(`/plot-editor/preparation?project=${project.id}`);
    await saved(page);
    await page.getByLabel('Boundary file').setInputFiles(path.join(fixtures, 'egrn-extract-land.xml'));
    const dialog = page.getByRole('dialog', { name: 'Import boundary' });
    await expect(dialog.getByTestId('import-area')).toHaveText('1210.0 m² (12.10 sotka)');
    await expect(dialog.getByTestId('import-cadastral-number')).toHaveText('50:20:0041102:317');
    await expect(dialog.getByTestId('import-declared-area')).toHaveText(
      '1210 m² ± 12.17 (the polygon: 1210.0 m², 0.0 m² apart)',
    );
    await expect(dialog).toContainText('Coordinates in МСК-50, зона 2 are read as plane metres');
    await dialog.getByRole('button', { name: 'Replace boundary' }).click();
    await expect(page.getByTestId('plot-area')).toHaveText('1210.0 m² (12.10 sotka)');
    await expect(page.getByLabel('Project name')).toHaveValue('50:20:0041102:317');
    await saved(page);
    await page.getByRole('button', { name: 'Undo import' }).click();
    await expect(page.getByLabel('Project name')).toHaveValue('My plot');
    await saved(page);
  });

  test('a DXF with a drawing frame: the plot is taken, another outline can be chosen', async ({
    page,
    request,
  }) => {
    const { tokens } = await signedInAt(page, request, 'dxf-importer', '/projects');
    const project = await createProject(request, tokens, { name: 'Plot from CAD' });
    await page.goto(`/plot-editor/preparation?project=${project.id}`);
    await saved(page);
    await page.getByLabel('Boundary file').setInputFiles(path.join(fixtures, 'plot-in-frame.dxf'));
    const dialog = page.getByRole('dialog', { name: 'Import boundary' });
    const outlines = dialog.getByRole('radiogroup', { name: 'Outline to import' });
    await expect(outlines.getByRole('radio')).toHaveCount(4);
    await expect(
      outlines.getByRole('radio', { name: /^1 · layer 0 · 2863.8 m².*drawing frame\?$/ }),
    ).not.toBeChecked();
    await expect(outlines.getByRole('radio', { name: /^3 · layer 0 · 789.0 m²/ })).toBeChecked();
    await expect(dialog.getByTestId('import-area')).toHaveText('789.0 m² (7.89 sotka)');
    await outlines.getByRole('radio', { name: /^4 · / }).check();
    await expect(dialog.getByTestId('import-area')).toHaveText('64.0 m² (0.64 sotka)');
    await outlines.getByRole('radio', { name: /^3 · / }).check();
    await dialog.getByRole('button', { name: 'Replace boundary' }).click();
    await expect(page.getByTestId('plot-area')).toHaveText('789.0 m² (7.89 sotka)');
    await saved(page);
  });

  test('a GeoJSON parcel is placed on the map: the tiles around it show under the new boundary', async ({
    page,
    request,
  }) => {
    const { tokens } = await signedInAt(page, request, 'geo-importer', '/projects');
    const project = await createProject(request, tokens, { name: 'Parcel from a map' });
    await page.goto(`/plot-editor/preparation?project=${project.id}`);
    await saved(page);
    // A drawn plot has no place on Earth: no map under it.
    await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveCount(0);

    await page.getByLabel('Boundary file').setInputFiles(path.join(fixtures, 'feature.geojson'));
    const dialog = page.getByRole('dialog', { name: 'Import boundary' });
    await dialog.getByRole('button', { name: 'Replace boundary' }).click();
    await expect(dialog).toBeHidden();
    await saved(page);

    await expect(page.locator('.map-underlay image').first()).toBeAttached();
    await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const stored = await request.get(`/api/projects/${project.id}/`, {
      headers: { authorization: `Bearer ${tokens.access}` },
    });
    const { plot } = (await stored.json()) as {
      plot: {
        georef?: { lat: number; lon: number };
        location?: { lat: number; lon: number };
        north_deg: number;
      };
    };
    expect(plot.north_deg).toBe(0);
    expect(plot.georef?.lat).toBeCloseTo(plot.location?.lat ?? NaN, 6);
    expect(plot.georef?.lon).toBeCloseTo(plot.location?.lon ?? NaN, 6);
  });
});
