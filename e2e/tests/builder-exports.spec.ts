import { expect, test } from '@playwright/test';
import { createProjectWithPlan, signedInAt, type Tokens } from '../support/accounts';
import { downloadOf } from '../support/exports';

const NAME = 'Builder garden';

// 20 x 30 m; fences on the street side (less a 4 m entrance) and the right-hand side.
const plot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 0,
  edges: [
    { kind: 'street', fence_height_m: 1.5 },
    { kind: 'neighbor', fence_height_m: 1.8 },
    { kind: 'neighbor' },
    { kind: 'neighbor' },
  ],
  entrance: { edge: 0, t: 0.5, width_m: 4 },
  protected_areas: [],
  rule_pack: 'ru-snt',
};

const rect = (id: string, code: string, x: number, y: number, width: number, depth: number) => ({
  id,
  landscape_object: code,
  shape: 'rect',
  x,
  y,
  rotation_deg: 0,
  width,
  depth,
  height_m: 0.3,
});

const plan = {
  objects: [rect('house', 'house_small', 10, 18, 6, 6), rect('bed', 'vegetable_bed', 4, 8, 1.2, 4)],
  paths: [
    {
      id: 'entry',
      points: [
        [10, 0],
        [10, 15],
      ],
      width_m: 1.2,
    },
  ],
};

async function projectWithPlan(request: Parameters<typeof createProjectWithPlan>[0], tokens: Tokens) {
  return createProjectWithPlan(
    request,
    tokens,
    { name: NAME, plot, selection: [] },
    { plan, base_version: null, summary: 'Drawn for the builder e2e test' },
  );
}

/** Names of the LAYER table's entries in an ASCII DXF (code 2 after each `0 LAYER`). */
function dxfLayerNames(text: string): string[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const names: string[] = [];
  lines.forEach((line, i) => {
    if (line !== 'LAYER' || lines[i - 1] !== '0') return;
    for (let j = i + 1; j < lines.length - 1 && lines[j] !== '0'; j += 2) {
      if (lines[j] === '2') names.push(lines[j + 1] ?? '');
    }
  });
  return names;
}

test.describe('builder exports on the summary', () => {
  test('downloads the DXF and the quantities CSV, and prices the bill', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { tokens } = await signedInAt(page, request, 'builder', '/projects');
    const project = await projectWithPlan(request, tokens);
    await page.goto(`/plot-editor/summary?project=${project.id}`);
    const bill = page.getByRole('region', { name: 'Bill of quantities' });
    await expect(bill.getByRole('rowheader', { name: 'Small house' })).toBeVisible();
    // The street side: 20 m less the 4 m entrance.
    await expect(bill.locator('[data-key="fence:0"]')).toContainText('16.00 m');

    const dxf = await downloadOf(page, () => page.getByRole('button', { name: 'Download DXF' }).click());
    expect(dxf.name).toBe('builder-garden-plan.dxf');
    const text = dxf.bytes.toString('latin1');
    expect(text).toMatch(/\$INSUNITS\r?\n\s*70\r?\n\s*6\r?\n/);
    expect(dxfLayerNames(text)).toEqual(
      expect.arrayContaining(['BOUNDARY', 'PATHS', 'DIMENSIONS', 'LABELS', 'OBJ_DWELLING', 'OBJ_GARDEN']),
    );
    expect(text.trimEnd().endsWith('EOF')).toBe(true);

    const csv = await downloadOf(page, () => page.getByRole('button', { name: 'Quantities CSV' }).click());
    expect(csv.name).toBe('builder-garden-quantities.csv');
    const rows = csv.bytes.toString('utf8').split('\r\n');
    expect(rows[0]).toBe('Item,Quantity,Unit,Unit price,Total');
    expect(rows).toContain('Small house,1,pcs,,');
    expect(rows).toContain('Paths,18,m2,,'); // 15 m x 1.2 m
    expect(rows).toContain('"Fence, side 1 (street)",16,m,,');

    // A price per metre of fence: (16 + 30) m x 20 = 920.
    await expect(page.getByTestId('cost-total')).toHaveCount(0);
    await bill.getByText('Unit prices', { exact: true }).click();
    await bill.getByLabel('Currency (e.g. EUR)').fill('eur');
    await bill.getByLabel('Fence, per m').fill('20');
    await bill.getByRole('button', { name: 'Save prices' }).click();
    await expect(page.getByTestId('cost-total')).toContainText('920.00 EUR');
    await expect(page.getByText('Unit prices saved')).toBeVisible();

    // A bad price is named at its field and not sent.
    await bill.getByLabel('Lawn, per m²').fill('-1');
    await bill.getByRole('button', { name: 'Save prices' }).click();
    await expect(bill.getByText('A price cannot be negative.')).toBeVisible();

    // Saved with the project: a reload shows the same total, and the CSV carries it.
    await page.reload();
    await expect(page.getByTestId('cost-total')).toContainText('920.00 EUR');
    const priced = await downloadOf(page, () => page.getByRole('button', { name: 'Quantities CSV' }).click());
    expect(priced.bytes.toString('utf8').split('\r\n')).toContain('Total,,EUR,,920');
  });
});
