import { expect, test, type Page } from '@playwright/test';
import { createProject, signedInAt, type Tokens } from '../support/accounts';

// Issue 25, entrances: the neighbors step sets a pedestrian wicket beside the vehicle gate (an old
// plot's single entrance is the gate, its wicket in the same opening), validates it before Next and
// draws both on the plan.

const plot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 0,
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  entrance: { edge: 0, t: 0.5, width_m: 4 },
  protected_areas: [],
  rule_pack: 'ru-snt',
};

const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

async function storedPlot(page: Page, tokens: Tokens, id: number) {
  const response = await page.request.get(`/api/projects/${id}/`, {
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).plot;
}

test('the neighbors step sets a wicket beside the gate, refuses one in the gate, and draws both', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const { tokens } = await signedInAt(page, request, 'wicket', '/projects');
  const { id } = await createProject(request, tokens, {
    name: 'Gate and wicket',
    plot,
    selection: [{ landscape_object: 'house_small', count: 1 }],
  });
  await page.goto(`/plot-editor/neighbors?project=${id}`);
  const canvas = page.getByRole('application', { name: /Plot sides/ });
  // The old single entrance: the gate, with the wicket in its opening.
  await expect(page.getByLabel('Wicket side')).toHaveValue('');
  await expect(canvas.getByRole('img', { name: 'Entrance: vehicle gate and wicket' })).toBeVisible();
  await expect(canvas.getByText('Gate + wicket', { exact: true })).toBeVisible();

  // Beside the gate: past its post on the street side, 1 m wide.
  await page.getByLabel('Wicket side').selectOption('0');
  await expect(canvas.getByRole('img', { name: 'Wicket', exact: true })).toBeVisible();
  await expect(canvas.getByRole('img', { name: 'Entrance: vehicle gate', exact: true })).toBeVisible();
  await expect(canvas.getByText('Wicket', { exact: true })).toBeVisible();
  await expect(canvas.getByText('Gate', { exact: true })).toBeVisible();
  await saved(page);
  const beside = (await storedPlot(page, tokens, id)).wicket;
  expect(beside).toMatchObject({ edge: 0, width_m: 1 });
  expect(beside.t).toBeCloseTo(0.635, 9);
  await page.screenshot({ path: testInfo.outputPath('neighbors-wicket-desktop.png') });

  // By keyboard into the gate's opening (64 % to 59 %: 11.3..12.3 m, the gate ends at 12 m): refused with a clear message, Next too.
  const position = page.getByLabel(/Wicket position along the side/);
  await position.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  const overlap = 'The wicket overlaps the vehicle gate on side 1: move it beside the gate.';
  await expect(page.locator('.field__error').filter({ hasText: overlap })).toBeVisible();
  await page.getByRole('button', { name: 'Next: Protected areas' }).click();
  await expect(page).toHaveURL(/\/plot-editor\/neighbors/);
  await expect(page.getByRole('alert').filter({ hasText: 'Before you go on' })).toContainText(overlap);

  // Back beside the gate: the step lets the user on, and the wicket is stored where it stands.
  await position.focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  await expect(page.locator('.field__error')).toHaveCount(0);
  await saved(page);
  expect((await storedPlot(page, tokens, id)).wicket).toEqual({ edge: 0, t: 0.65, width_m: 1 });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(canvas.getByRole('img', { name: 'Wicket', exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('neighbors-wicket-phone.png'), fullPage: true });
});
