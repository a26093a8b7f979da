import { expect, test, type Page } from '@playwright/test';
import { createProject, PASSWORD, signedInAt, uniqueEmail, type Tokens } from '../support/accounts';
import { clickPlan, dragPlan } from '../support/canvas';
import { linkIn, waitForMail } from '../support/outbox';

const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
const next = (page: Page, step: string) => page.getByRole('button', { name: `Next: ${step}` }).click();

async function projectFromApi(page: Page, tokens: Tokens, id: number) {
  const response = await page.request.get(`/api/projects/${id}/`, {
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

test.describe('the plot editor, preparation to object selection', () => {
  test('create a project, draw an L-shaped plot, describe it, choose objects, reload and find it all', async ({
    page,
    request,
  }) => {
    const { tokens } = await signedInAt(page, request, 'drawer', '/projects');
    await expect(page.getByText('No projects yet')).toBeVisible();
    await page.getByRole('button', { name: 'New project' }).click();
    await page.getByRole('dialog').getByLabel('Project name').fill('Dacha by the lake');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/plot-editor\/preparation\?project=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('project'));

    // Preparation: draw an L on the grid and close it on the first corner.
    await page.getByLabel('City').selectOption('Moscow');
    await page.getByLabel('Draw on the grid').check();
    const canvas = page.getByRole('application', { name: 'Plot boundary' });
    const corners: [number, number][] = [
      [0, 0],
      [30, 0],
      [30, 10],
      [15, 10],
      [15, 25],
      [0, 25],
    ];
    for (const corner of corners) await clickPlan(page, canvas, corner);
    await clickPlan(page, canvas, [0, 0]);
    await expect(page.getByTestId('plot-area')).toHaveText('525.0 m² (5.25 sotka)');
    await saved(page);

    // Orientation: north 30° clockwise from up.
    await next(page, 'Orientation');
    await page.getByLabel('North, clockwise from up').fill('30');
    await expect(page.getByRole('list', { name: 'Sun paths' })).toContainText('June 21');

    // Neighbours: side 1 is the street with the entrance; side 2 has a neighbour's timber house.
    await next(page, 'Neighbors');
    await page.getByRole('option', { name: /Side 1 ·/ }).click();
    await page.getByRole('radio', { name: 'Street' }).check();
    await page.getByLabel('On side').selectOption('0');
    await page.getByLabel('Entrance width').fill('4');
    await page.getByRole('option', { name: /Side 2 ·/ }).click();
    await page.getByRole('radio', { name: 'Neighbour' }).check();
    await page.getByLabel('The neighbour has a house near this side').check();
    await page.getByRole('spinbutton', { name: 'Height (m)' }).fill('7');
    await page.getByLabel('Material').selectOption('wood');

    // Protected area: an existing 12 m tree.
    await next(page, 'Protected areas');
    await clickPlan(page, page.getByRole('application', { name: /Protected areas/ }), [5, 20]);
    await expect(page.getByRole('list', { name: 'Protected areas' })).toContainText('Existing tree 1');
    await page.getByRole('spinbutton', { name: 'Height (m)' }).fill('12');
    // Keyboard nudging: Shift+Right moves the selected tree 1 m east, Up 0.1 m north.
    await page.getByRole('application', { name: /Protected areas/ }).focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowUp');

    // Objects: the garden preset (14) plus one more bed.
    await next(page, 'Object selection');
    await page.getByRole('button', { name: /Garden plot/ }).click();
    await page.getByRole('button', { name: 'More: Vegetable bed' }).click();
    await expect(page.getByText('15 objects chosen')).toBeVisible();
    await saved(page);

    const stored = await projectFromApi(page, tokens, id);
    expect(stored.plot.boundary).toEqual(corners);
    expect(stored.plot.north_deg).toBe(30);
    expect(stored.plot.location).toEqual({ lat: 55.7558, lon: 37.6173 });
    expect(stored.plot.edges[0]).toEqual({ kind: 'street' });
    expect(stored.plot.edges[1]).toEqual({
      kind: 'neighbor',
      building: { offset_m: 3, height_m: 7, material: 'wood' },
    });
    expect(stored.plot.entrance).toEqual({ edge: 0, t: 0.5, width_m: 4 });
    expect(stored.plot.protected_areas).toMatchObject([
      { kind: 'existing_tree', height_m: 12, shape: { type: 'circle', center: [6, 20.1] } },
    ]);
    expect(stored.selection).toContainEqual({ landscape_object: 'vegetable_bed', count: 5 });

    // Reload: everything is as it was left.
    await page.reload();
    await expect(page.getByText('15 objects chosen')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Plot editor steps' })
      .getByRole('link', { name: /Preparation/ })
      .click();
    await expect(page.getByTestId('plot-area')).toHaveText('525.0 m² (5.25 sotka)');
    await page
      .getByRole('navigation', { name: 'Plot editor steps' })
      .getByRole('link', { name: /Orientation/ })
      .click();
    await expect(page.getByLabel('North, clockwise from up')).toHaveValue('30');
    await page
      .getByRole('navigation', { name: 'Plot editor steps' })
      .getByRole('link', { name: /Neighbors/ })
      .click();
    await expect(page.getByRole('option', { name: /Side 1 · 30\.0 m · Street/ })).toBeVisible();
  });

  test('a step validates before Next', async ({ page, request }) => {
    await signedInAt(page, request, 'validate', '/projects');
    await page.getByRole('button', { name: 'New project' }).click();
    await page.getByRole('dialog').getByLabel('Project name').fill('Checks');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    // Clear the name only once the step has loaded the project, or loading would fill it in again.
    // The step's own field: while the dialog closes, its field (already 'Checks') matches too.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const name = page.getByRole('main').getByLabel('Project name');
    await expect(name).toHaveValue('Checks');
    await name.fill('');
    await next(page, 'Orientation');
    await expect(page.getByRole('alert').filter({ hasText: 'Before you go on' })).toContainText(
      'Give the project a name.',
    );
    await expect(page).toHaveURL(/\/plot-editor\/preparation/);
  });

  test("another user's project is 404 'Page Not Found'", async ({ page, request }) => {
    const owner = await signedInAt(page, request, 'owner', '/projects');
    const project = await createProject(request, owner.tokens, { name: 'Private' });
    await signedInAt(page, request, 'intruder', '/projects');
    await page.goto(`/plot-editor/preparation?project=${project.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });

  test('a write that lost a race is refused with a reload offer', async ({ page, request }) => {
    const { tokens } = await signedInAt(page, request, 'racer', '/projects');
    const project = await createProject(request, tokens, { name: 'Contested' });
    await page.goto(`/plot-editor/preparation?project=${project.id}`);
    await saved(page);
    // Someone else renames it meanwhile.
    const current = await projectFromApi(page, tokens, project.id);
    await request.patch(`/api/projects/${project.id}/`, {
      data: { name: 'Renamed elsewhere', version: current.version },
      headers: { authorization: `Bearer ${tokens.access}` },
    });
    await page.getByLabel('Project name').fill('My rename');
    await expect(page.getByRole('alert').filter({ hasText: 'This project changed elsewhere' })).toBeVisible();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByLabel('Project name')).toHaveValue('Renamed elsewhere');
  });
});

/** A described 20 x 30 m plot with a house chosen: every step is complete. */
const completePlot = {
  plot: {
    boundary: [
      [0, 0],
      [20, 0],
      [20, 30],
      [0, 30],
    ],
    north_deg: 0,
    edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
    protected_areas: [],
    rule_pack: 'ru-snt',
  },
  selection: [{ landscape_object: 'house_medium', count: 1 }],
};
const stepLink = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: 'Plot editor steps' }).getByRole('link', { name });

test.describe('the plot editor flow', () => {
  test('Next with an invalid side says which side, in view and focused', async ({ page, request }) => {
    const { tokens } = await signedInAt(page, request, 'sides', '/projects');
    const project = await createProject(request, tokens, { name: 'Sides', ...completePlot });
    await page.setViewportSize({ width: 1400, height: 700 });
    await page.goto(`/plot-editor/preparation?project=${project.id}`);
    await expect(page.getByLabel('Project name')).toHaveValue('Sides');
    await page.getByLabel('Sides and angles').check();
    const side = page.getByRole('spinbutton', { name: 'Side 1 (m)' });
    await side.fill('0');
    await side.blur();
    await page.evaluate(() => window.scrollTo(0, 0));
    await next(page, 'Orientation');
    await expect(page.getByRole('alert').filter({ hasText: 'Before you go on' })).toContainText(
      'Side 1: Enter a value from 0.1 to 2000.',
    );
    await expect(side).toBeFocused();
    await expect(side).toBeInViewport();
    await expect(page).toHaveURL(/\/plot-editor\/preparation/);
  });

  test('a step link stops at the first invalid step and shows its error', async ({ page, request }) => {
    const { tokens } = await signedInAt(page, request, 'jumper', '/projects');
    const project = await createProject(request, tokens, { name: 'Jumps', ...completePlot });
    await page.goto(`/plot-editor/neighbors?project=${project.id}`);
    await page.getByLabel('On side').selectOption('0');
    await page.getByLabel('Entrance width').fill('25');
    await stepLink(page, /Preparation/).click();
    await expect(page).toHaveURL(/\/plot-editor\/preparation/);
    await stepLink(page, /Editor/).click();
    await expect(page).toHaveURL(/\/plot-editor\/neighbors/);
    await expect(page.getByRole('alert').filter({ hasText: 'Before you go on' })).toContainText(
      'The entrance is 25 m wide but side 1 is only 20 m long.',
    );
    // Going back is always allowed.
    await stepLink(page, /Orientation/).click();
    await expect(page).toHaveURL(/\/plot-editor\/orientation/);
  });

  test('the boundary mode is remembered, a drawing is discarded only when confirmed, and its corners drag', async ({
    page,
    request,
  }) => {
    const { tokens } = await signedInAt(page, request, 'modes', '/projects');
    const project = await createProject(request, tokens, { name: 'Modes' });
    await page.goto(`/plot-editor/preparation?project=${project.id}`);
    await expect(page.getByLabel('Project name')).toHaveValue('Modes');
    await page.getByLabel('Draw on the grid').check();
    const canvas = page.getByRole('application', { name: 'Plot boundary' });
    for (const corner of [
      [0, 0],
      [20, 0],
      [20, 20],
      [0, 20],
      [0, 0],
    ] as const)
      await clickPlan(page, canvas, corner);
    await expect(page.getByTestId('plot-area')).toHaveText('400.0 m² (4.00 sotka)');
    await saved(page);

    await page.reload();
    await expect(page.getByLabel('Draw on the grid')).toBeChecked();
    await expect(page.getByTestId('plot-area')).toHaveText('400.0 m² (4.00 sotka)');

    // A closed drawing keeps its corners as handles: drag the far corner 10 m east.
    await expect(page.getByTestId('corner-handle')).toHaveCount(4);
    await dragPlan(page, canvas, [20, 20], [30, 20]);
    await expect(page.getByTestId('plot-area')).toHaveText('500.0 m² (5.00 sotka)');

    // The radio stays on "Draw" until the dialog is answered: click, not check.
    await page.getByLabel('Width × depth').click();
    const dialog = page.getByRole('dialog', { name: 'Discard the drawn boundary?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Draw on the grid')).toBeChecked();
    await expect(page.getByTestId('plot-area')).toHaveText('500.0 m² (5.00 sotka)');

    await page.getByLabel('Width × depth').click();
    await dialog.getByRole('button', { name: 'Discard and switch' }).click();
    await expect(page.getByLabel('Width × depth')).toBeChecked();
    // The width and depth are those of the square first drawn (the last rectangle the plot was).
    await expect(page.getByTestId('plot-area')).toHaveText('400.0 m² (4.00 sotka)');
    await expect(page.getByRole('spinbutton', { name: 'Width (m)' })).toHaveValue('20');
  });

  test('each step opens at the top of the page', async ({ page, request }) => {
    const { tokens } = await signedInAt(page, request, 'scroller', '/projects');
    const project = await createProject(request, tokens, { name: 'Scrolls', ...completePlot });
    await page.setViewportSize({ width: 1400, height: 600 });
    await page.goto(`/plot-editor/object-selection?project=${project.id}`);
    await expect(page.getByRole('button', { name: 'Next: Editor' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Garden plot/ })).toBeVisible();
    // The catalog is long: the user has scrolled down it before going on.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await next(page, 'Editor');
    await expect(page.getByRole('heading', { level: 1, name: 'Editor' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Editor' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('projects list', () => {
  test('rename, duplicate and delete with confirmation', async ({ page, request }) => {
    const { tokens } = await signedInAt(page, request, 'lister', '/projects');
    await createProject(request, tokens, { name: 'First plot' });
    await page.reload();
    const card = page.locator('.project-card', { hasText: 'First plot' });
    await expect(card.locator('img')).toBeVisible();

    await card.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('dialog').getByLabel('Project name').fill('Renamed plot');
    await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
    await expect(page.locator('.project-card', { hasText: 'Renamed plot' })).toBeVisible();

    await page
      .locator('.project-card', { hasText: 'Renamed plot' })
      .getByRole('button', { name: 'Duplicate' })
      .click();
    await expect(page.locator('.project-card', { hasText: 'Copy of Renamed plot' })).toBeVisible();

    await page
      .locator('.project-card', { hasText: 'Copy of Renamed plot' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('dialog')).toContainText('This cannot be undone.');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator('.project-card', { hasText: 'Copy of Renamed plot' })).toHaveCount(0);
    await expect(page.locator('.project-card')).toHaveCount(1);
  });
});

test.describe('guest mode', () => {
  test("a guest's draft becomes their first project after registration", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Draft kept in this browser' })).toBeVisible();
    await page.getByLabel('Project name').fill('Guest garden');
    await next(page, 'Orientation');
    await next(page, 'Neighbors');
    await next(page, 'Protected areas');
    await next(page, 'Object selection');
    await page.getByRole('button', { name: /Family house/ }).click();
    await next(page, 'Editor');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fplot-editor%2Feditor$/);

    const email = uniqueEmail('guest');
    await page.getByRole('tab', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your Plotplan account' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Repeat password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create account' }).click();
    const link = linkIn(await waitForMail(email), '/auth/verify');
    await page.goto(`${link.pathname}${link.search}`);

    await expect(page).toHaveURL(/\/plot-editor\/editor\?project=\d+$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your plot is saved' })).toBeVisible();
    const tokens = JSON.parse(
      (await page.evaluate(() => window.localStorage.getItem('plotplan.auth.tokens'))) ?? '{}',
    ) as {
      accessToken: string;
    };
    const id = Number(new URL(page.url()).searchParams.get('project'));
    const response = await page.request.get(`/api/projects/${id}/`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    const project = await response.json();
    expect(project.name).toBe('Guest garden');
    expect(project.plot.boundary).toHaveLength(4);
    expect(project.selection).toContainEqual({ landscape_object: 'house_medium', count: 1 });
    expect(await page.evaluate(() => window.localStorage.getItem('plotplan.guest-draft'))).toBeNull();
  });
});
