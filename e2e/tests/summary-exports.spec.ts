import { expect, test } from '@playwright/test';
import { createProject, createProjectWithPlan, signedInAt, type Tokens } from '../support/accounts';
import { downloadOf, pdfContents, pdfText, pngDimensions, pngDpi } from '../support/exports';

const NAME = 'Summary garden';

const plot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 20,
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  entrance: { edge: 0, t: 0.5, width_m: 3 },
  protected_areas: [
    {
      id: 'oak',
      kind: 'existing_tree',
      shape: { type: 'circle', center: [4, 26], radius: 2 },
      height_m: 12,
      label: 'Oak',
    },
  ],
  rule_pack: 'ru-snt',
  location: { lat: 55.75, lon: 37.62 },
};

// The house stands 1 m from the right-hand neighbour: the 3 m boundary rule fails.
const plan = {
  objects: [
    {
      id: 'house',
      landscape_object: 'house_small',
      shape: 'rect',
      x: 16,
      y: 12,
      rotation_deg: 0,
      width: 6,
      depth: 6,
      height_m: 6,
    },
    {
      id: 'bed',
      landscape_object: 'vegetable_bed',
      shape: 'rect',
      x: 6,
      y: 8,
      rotation_deg: 90,
      width: 1.2,
      depth: 4,
      height_m: 0.3,
    },
    {
      id: 'well',
      landscape_object: 'well',
      shape: 'circle',
      x: 8,
      y: 20,
      rotation_deg: 0,
      width: 1.2,
      depth: 1.2,
      height_m: 1,
    },
  ],
};

async function projectWithPlan(request: Parameters<typeof createProjectWithPlan>[0], tokens: Tokens) {
  return createProjectWithPlan(
    request,
    tokens,
    { name: NAME, plot, selection: [] },
    { plan, base_version: null, summary: 'Drawn for the e2e test' },
  );
}

test.describe('the summary step', () => {
  test('shows the shares and the compliance report, and exports PDF, PNG, SVG and JSON that imports back', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { tokens } = await signedInAt(page, request, 'summary', '/projects');
    const project = await projectWithPlan(request, tokens);
    const unitPrices = { currency: 'RUB', prices: { roofs_m2: 2150.5, fence_m: 900, 'object:well': 45000 } };
    const priced = await request.patch(`/api/projects/${project.id}/`, {
      headers: { authorization: `Bearer ${tokens.access}` },
      data: { unit_prices: unitPrices },
    });
    expect(priced.status()).toBe(200);
    await page.goto(`/plot-editor/summary?project=${project.id}`);
    await expect(page.getByRole('heading', { name: 'Summary', level: 1 })).toBeVisible();

    // The plan comes first, drawn across the content's width.
    const sections = page.locator('.summary section');
    await expect(sections.first().getByRole('heading', { level: 2 })).toHaveText('Plan');
    const drawing = sections.first().getByRole('img', { name: /^Plan of Summary garden/ });
    await expect(drawing).toBeVisible();
    // With a north arrow turned to the plot's north and a scale bar, as on the sheet.
    await expect(sections.first().getByRole('img', { name: 'North arrow' })).toHaveAttribute(
      'data-north-deg',
      '20',
    );
    await expect(sections.first().getByRole('img', { name: 'Scale bar' })).toBeVisible();
    const [drawn, content] = await Promise.all([
      drawing.boundingBox(),
      page.locator('.summary').boundingBox(),
    ]);
    // A 20 x 30 m plot is as tall as the screen allows: its height fills most of the window.
    expect(drawn?.height ?? 0).toBeGreaterThan((page.viewportSize()?.height ?? 0) * 0.7);
    expect(drawn?.width ?? 0).toBeLessThanOrEqual(content?.width ?? 0);

    // Areas and shares.
    const shares = page.getByRole('list', { name: 'Area shares' });
    await expect(shares.getByRole('listitem')).toHaveCount(4);
    await expect(shares).toContainText('Built-up');
    await expect(shares).toContainText('36.0 m²');
    await expect(page.getByText('Plot area 600.0 m²')).toBeVisible();

    // Objects, with sun hours worked out in a worker.
    const objects = page.getByRole('region', { name: 'Object list' });
    await expect(objects.getByRole('row')).toHaveCount(4);
    await expect(objects.locator('[data-object-id="house"]')).toContainText('6 x 6 m');
    await expect(objects.locator('[data-object-id="house"] .sun-hours')).toContainText(/\d+\.\d h/, {
      timeout: 20_000,
    });

    // Compliance in two sections: required rules (the failed boundary rule with its shortfall and
    // its source as a citation), then recommendations, which are never a "Fail".
    await expect(page.getByRole('heading', { level: 3, name: /^Required/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /^Recommendations/ })).toBeVisible();
    const compliance = page.getByRole('region', { name: 'Required rules', exact: true });
    const failed = compliance.locator('[data-rule-id="house-neighbor-boundary"]');
    await expect(failed).toHaveAttribute('data-status', 'fail');
    await expect(failed).toContainText('Fail');
    await expect(failed).toContainText('2 m');
    await expect(failed).toContainText('SP 53.13330.2019, clause 6.7');
    await expect(compliance.locator('[data-status="not_applicable"]').first()).toBeVisible();
    await expect(compliance.locator('[data-status="pass"]').first()).toBeVisible();
    const recommendations = page.getByRole('region', { name: 'Recommendations', exact: true });
    await expect(recommendations.locator('[data-rule-id]').first()).toBeVisible();
    await expect(recommendations).not.toContainText(/\bFail\b/);

    // PDF on A3: two pages, the project's name in the drawn text; the tall plot turns the sheet
    // to portrait at 1:100 rather than leave half of A3 landscape empty at 1:200.
    await page.getByLabel('Paper (PDF and PNG)').selectOption('a3');
    const pdf = await downloadOf(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
    expect(pdf.name).toBe('summary-garden-plan.pdf');
    const contents = await pdfContents(pdf.bytes);
    expect(contents.pages).toBe(2);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(NAME);
    expect(text).toContain('Scale 1:100');
    expect(text).toContain('Required rules: Russia: garden plot (SNT)');
    expect(text).toContain('Recommendations');

    // SVG: a standalone document in millimetres with a shape per object.
    const svg = await downloadOf(page, () => page.getByRole('button', { name: 'Download SVG' }).click());
    expect(svg.name).toBe('summary-garden-plan.svg');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return {
        root: doc.documentElement.tagName,
        errors: doc.getElementsByTagName('parsererror').length,
        width: doc.documentElement.getAttribute('width'),
        height: doc.documentElement.getAttribute('height'),
        objects: Array.from(doc.querySelectorAll('[data-role="object"]'), (el) =>
          el.getAttribute('data-object-id'),
        ),
      };
    }, svg.bytes.toString('utf8'));
    expect(parsed).toMatchObject({ root: 'svg', errors: 0, objects: ['house', 'bed', 'well'] });

    // PNG: the A3 sheet (portrait) at exactly 300 dpi (3508 x 4961), with the 300 dpi stored (pHYs)
    // so that printed as it says it comes out A3 and the scale holds.
    const png = await downloadOf(page, () => page.getByRole('button', { name: 'Download PNG' }).click());
    expect(png.name).toBe('summary-garden-plan.png');
    expect(pngDimensions(png.bytes)).toEqual({ width: 3508, height: 4961 });
    const dpi = pngDpi(png.bytes);
    expect(dpi?.x).toBeCloseTo(300, 0);
    expect(dpi?.y).toBeCloseTo(300, 0);

    // JSON: the project file, which imports back as a new project with the same plan.
    const json = await downloadOf(page, () => page.getByRole('button', { name: 'Download JSON' }).click());
    expect(json.name).toBe('summary-garden-project.json');
    const file = JSON.parse(json.bytes.toString('utf8'));
    expect(file).toMatchObject({ format: 'plotplan-project', version: 1, project: { name: NAME } });
    expect(file.project.actual_plan.objects).toHaveLength(3);
    expect(file.project.unit_prices).toEqual(unitPrices);

    await page.goto('/projects');
    // A file that is not a project is refused, and nothing is created.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await (
      await chooser
    ).setFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"x"}') });
    await expect(page.getByRole('alert').filter({ hasText: 'This file cannot be imported' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your projects' }).getByRole('listitem')).toHaveCount(1);

    const again = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await (await again).setFiles({ name: json.name, mimeType: 'application/json', buffer: json.bytes });
    await expect(page).toHaveURL(/\/plot-editor\/summary\?project=\d+/);
    const importedId = Number(new URL(page.url()).searchParams.get('project'));
    expect(importedId).not.toBe(project.id);
    await expect(page.getByRole('region', { name: 'Object list' }).getByRole('row')).toHaveCount(4);
    const imported = await (
      await request.get(`/api/projects/${importedId}/`, {
        headers: { authorization: `Bearer ${tokens.access}` },
      })
    ).json();
    expect(imported.name).toBe(NAME);
    expect(imported.plot.north_deg).toBe(20);
    // The unit prices come back with it (issue 29: they were lost).
    expect(imported.unit_prices).toEqual(unitPrices);
    expect(imported.actual_plan.objects.map((o: { id: string }) => o.id)).toEqual(['house', 'bed', 'well']);
    expect(imported.history[0]).toMatchObject({ source: 'import', summary: 'Imported from file' });
    // Usable on a phone: nothing of the summary is wider than the screen (tables scroll inside).
    await page.setViewportSize({ width: 360, height: 740 });
    // The plan comes first; the exports are a scroll below it, and then wholly on screen.
    const pdfButton = page.getByRole('button', { name: 'Download PDF' });
    await pdfButton.scrollIntoViewIfNeeded();
    await expect(pdfButton).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.goto('/projects');
    await expect(page.getByRole('list', { name: 'Your projects' }).getByRole('listitem')).toHaveCount(2);
  });

  test('explains an empty project and links to the editor', async ({ page, request }) => {
    const { tokens } = await signedInAt(page, request, 'summary-empty', '/projects');
    const project = await createProject(request, tokens, { name: 'No plan', plot });
    await page.goto(`/plot-editor/summary?project=${project.id}`);
    await expect(page.getByText('No plan yet')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the editor' }).click();
    await expect(page).toHaveURL(new RegExp(`/plot-editor/editor\\?project=${project.id}$`));
  });
});
