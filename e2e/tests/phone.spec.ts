import {
  expect,
  test,
  type APIRequestContext,
  type CDPSession,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  createProject,
  signedInWithPlan,
  createVerifiedAccount,
  openSignedIn,
  uniqueEmail,
} from '../support/accounts';
import { planToPage } from '../support/canvas';
import { layoutSettled } from '../support/layout';
import { expectFurnitureClearOfPlot } from '../support/furniture';
import { expectTouchTargets } from '../support/touch-targets';
import { gardenPlan, gardenPlot, serverProject } from '../support/garden';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };

const steps = [
  ['preparation', 'Preparation'],
  ['orientation', 'Orientation'],
  ['neighbors', 'Neighbors'],
  ['protected-area', 'Protected areas'],
  ['object-selection', 'Object selection'],
  ['editor', 'Editor'],
  ['summary', 'Summary'],
] as const;

/** A signed-in user with a complete project (plot, selection) whose plan is the garden plan. */
async function plannedProject(page: Page, request: APIRequestContext) {
  const selection = [
    { landscape_object: 'house_small', count: 1 },
    { landscape_object: 'vegetable_bed', count: 1 },
    { landscape_object: 'well', count: 1 },
  ];
  return signedInWithPlan(
    page,
    request,
    'phone',
    { name: 'Birch Lane garden plot on the edge of the village', plot: gardenPlot, selection },
    gardenPlan,
  );
}

/** The layout is as wide as the screen: with isMobile a too-wide page widens the layout viewport. */
async function expectNoSidewaysScroll(page: Page, width: number, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect({ where, scrollWidth, innerWidth }).toEqual({ where, scrollWidth: width, innerWidth: width });
}

/** Visible in the viewport, and what a tap at its centre reaches (nothing lies over it). */
async function expectUncovered(button: Locator) {
  await expect(button).toBeVisible();
  const hit = await button.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    const inView = x >= 0 && y >= 0 && x <= window.innerWidth && y <= window.innerHeight;
    const top = document.elementFromPoint(x, y);
    return inView && top !== null && (top === element || element.contains(top));
  });
  expect(hit, `${await button.textContent()} is in view and uncovered`).toBe(true);
}

/** Real touch input through the browser (pointerType "touch"), one finger at a time or several. */
async function touch(cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', points: number[][]) {
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: type === 'touchEnd' ? [] : points.map(([x, y], id) => ({ x: x ?? 0, y: y ?? 0, id })),
  });
}

test.describe('on a phone (390 x 844, touch)', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('every plot-editor step fits the width, with Next in sight and uncovered', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { id } = await plannedProject(page, request);
    await expectNoSidewaysScroll(page, PHONE.width, 'projects');
    // The header keeps to one row: logo, nav and the account button all on screen.
    for (const item of [
      page.getByRole('link', { name: 'Plotplan home' }),
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plot editor' }),
      page.getByRole('button', { name: /@example\.com/ }),
    ])
      await expectUncovered(item);
    await page.goto(`/plot-editor/preparation?project=${id}`);
    for (const [index, [path, title]] of steps.entries()) {
      await expect(page).toHaveURL(new RegExp(`/plot-editor/${path}\\?`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Current step' })).toContainText(
        `Step ${index + 1} of 7 · ${title}`,
      );
      await layoutSettled(page);
      await expectNoSidewaysScroll(page, PHONE.width, path);
      await expectTouchTargets(page, path);
      const next = steps[index + 1];
      if (next === undefined) {
        await expectUncovered(page.getByRole('button', { name: 'Back', exact: true }));
        const pdf = page.getByRole('button', { name: 'Download PDF' });
        await pdf.scrollIntoViewIfNeeded();
        await expectUncovered(pdf);
        break;
      }
      const nextButton = page.getByRole('button', { name: `Next: ${next[1]}` });
      await expectUncovered(nextButton);
      await nextButton.click();
    }
    await page.getByRole('button', { name: 'Previous step: Editor' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Editor' })).toBeVisible();
  });

  test('the neighbours step reads "Step 3 of 7 · Neighbors" with previous and next', async ({
    page,
    request,
  }) => {
    const { id } = await plannedProject(page, request);
    await page.goto(`/plot-editor/neighbors?project=${id}`);
    const bar = page.getByRole('group', { name: 'Current step' });
    await expect(bar.getByText('Step 3 of 7 · Neighbors', { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Plot editor steps' })).toBeHidden();
    await bar.getByRole('button', { name: 'Next step: Protected areas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Protected areas' })).toBeVisible();
    await page.getByRole('button', { name: 'Previous step: Neighbors' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Neighbors' })).toBeVisible();
  });

  test('one finger drags an object, two fingers zoom, a long press opens its menu', async ({
    page,
    request,
  }) => {
    const { id, tokens } = await plannedProject(page, request);
    await page.goto(`/plot-editor/editor?project=${id}`);
    const canvas = page.getByRole('application', { name: /^Plan editor/ });
    await expect(canvas).toHaveAttribute('data-scale', /\d/);
    await canvas.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page, PHONE.width, 'editor');
    const cdp = await page.context().newCDPSession(page);

    // The house stands at (15, 20): drag it 4 m east with one finger.
    const [hx, hy] = await planToPage(canvas, [15, 20]);
    const scale = Number(await canvas.getAttribute('data-scale'));
    await touch(cdp, 'touchStart', [[hx, hy]]);
    for (let i = 1; i <= 8; i += 1) await touch(cdp, 'touchMove', [[hx + (i * 4 * scale) / 8, hy]]);
    await touch(cdp, 'touchEnd', []);
    await expect(page.getByText('All changes saved').last()).toBeVisible();
    await expect
      .poll(async () => {
        const saved = await serverProject(request, tokens, id);
        return saved.actual_plan.objects.find((o) => o.id === 'house')?.x;
      })
      .toBeCloseTo(19, 0);

    // Two fingers moving apart zoom in around their midpoint.
    const [cx, cy] = await planToPage(canvas, [8, 34]);
    await touch(cdp, 'touchStart', [
      [cx - 20, cy],
      [cx + 20, cy],
    ]);
    for (let i = 1; i <= 6; i += 1)
      await touch(cdp, 'touchMove', [
        [cx - 20 - i * 10, cy],
        [cx + 20 + i * 10, cy],
      ]);
    await touch(cdp, 'touchEnd', []);
    await expect
      .poll(async () => Number(await canvas.getAttribute('data-scale')))
      .toBeGreaterThan(scale * 1.5);

    // A long press on the well selects it and offers its actions.
    await page.getByRole('button', { name: 'Fit' }).click();
    const [wx, wy] = await planToPage(canvas, [25, 32]);
    await touch(cdp, 'touchStart', [[wx, wy]]);
    // The menu opens while the finger is still down.
    const menu = page.getByRole('menu', { name: 'Actions: Well' });
    await expect(menu).toBeVisible();
    await touch(cdp, 'touchEnd', []);
    await expect(menu).toBeVisible();
    // Once the finger lifts, the keyboard (or a switch, a screen reader) is in the menu.
    await expect(menu.getByRole('menuitem', { name: 'Lock' })).toBeFocused();
    await expectTouchTargets(page, 'the object menu');
    await menu.getByRole('menuitem', { name: 'Lock' }).click();
    await expect(menu).toBeHidden();
    // The same menu from the keyboard: the Menu key (Shift+F10) on the plan, Escape to close.
    await canvas.focus();
    await page.keyboard.press('Shift+F10');
    await expect(menu.getByRole('menuitem', { name: 'Unlock' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect
      .poll(async () => {
        const saved = await serverProject(request, tokens, id);
        return (saved.actual_plan.objects.find((o) => o.id === 'well') as { locked?: boolean }).locked;
      })
      .toBe(true);
  });

  test('the editor: the plan takes over half the screen, the panel tabs stay within the width', async ({
    page,
    request,
  }) => {
    const { id } = await plannedProject(page, request);
    await page.goto(`/plot-editor/editor?project=${id}`);
    const canvas = page.getByRole('application', { name: /^Plan editor/ });
    await expect(canvas).toHaveAttribute('data-scale', /\d/);
    const plan = await canvas.boundingBox();
    expect(plan?.height ?? 0).toBeGreaterThanOrEqual(PHONE.height * 0.5);
    await expectFurnitureClearOfPlot(page, canvas, 'phone editor');
    const tabs = page.getByRole('tablist', { name: 'Editor panels' });
    await tabs.scrollIntoViewIfNeeded();
    const row = await tabs.boundingBox();
    expect(row).not.toBeNull();
    expect((row?.x ?? -1) >= 0 && (row?.x ?? 0) + (row?.width ?? 0) <= PHONE.width).toBe(true);
    await expectNoSidewaysScroll(page, PHONE.width, 'editor');
    // Every tab can be reached on the row and opens its panel.
    const chat = tabs.getByRole('tab', { name: 'Chat' });
    // The last tab is whole on the row, not cut off at the screen's edge.
    await expect(chat).toBeInViewport({ ratio: 1 });
    await chat.click();
    await expect(chat).toHaveAttribute('aria-selected', 'true');
    await expectNoSidewaysScroll(page, PHONE.width, 'editor, chat');
    await page.goto(`/plot-editor/summary?project=${id}`);
    await expectFurnitureClearOfPlot(page, page.locator('.summary-plan__frame'), 'phone summary');
    // A short table of contents; the long sections folded, so the page is a few screens, not twenty.
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(PHONE.height * 6);
    await contents.getByRole('link', { name: 'Compliance report' }).click();
    await expect(page.getByRole('heading', { name: 'Compliance report', level: 2 })).toBeInViewport();
  });

  test('chatting keeps a live plan in sight; compared variants are a row to swipe', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { id, tokens } = await plannedProject(page, request);
    const headers = { authorization: `Bearer ${tokens.access}` };
    await request.post('/api/generate_plan/', { headers, data: { project: id, variants: 2, seed: 5 } });
    await page.goto(`/plot-editor/editor?project=${id}`);
    const canvas = page.getByRole('application', { name: /^Plan editor/ });
    await expect(canvas).toHaveAttribute('data-scale', /\d/);
    await page.getByRole('tab', { name: 'Chat' }).click();
    const composer = page.getByRole('textbox').last();
    await composer.scrollIntoViewIfNeeded();
    await expect(composer).toBeInViewport();
    await expect(canvas).toBeInViewport({ ratio: 0.8 });
    // The smaller live plan is fitted again: the whole plot inside it, clear of the furniture.
    await expect(async () => {
      const frame = await canvas.boundingBox();
      const plot = await canvas.locator('.boundary__fill').boundingBox();
      if (frame === null || plot === null) throw new Error('no plan drawn');
      expect(plot.y).toBeGreaterThanOrEqual(frame.y);
      expect(plot.y + plot.height).toBeLessThanOrEqual(frame.y + frame.height);
      expect(plot.height).toBeGreaterThan(frame.height * 0.5);
    }).toPass();
    await expectFurnitureClearOfPlot(page, canvas, 'the live plan while chatting');

    await page.getByRole('tab', { name: 'Generate' }).click();
    const cards = page.getByRole('list', { name: 'Variants' }).getByRole('article');
    await expect(cards.filter({ has: page.getByRole('checkbox', { name: /^Compare:/ }) })).toHaveCount(2, {
      timeout: 45_000,
    });
    for (const card of await cards.all()) await card.getByRole('checkbox', { name: /^Compare:/ }).check();
    await page.getByRole('button', { name: 'Compare 2 side by side' }).click();
    const columns = page.getByRole('dialog', { name: 'Comparing 2 variants' }).getByRole('figure');
    const [first, second] = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
    if (first === null || second === null) throw new Error('no columns');
    // Side by side in one row, the second peeking in at the right edge, not stacked below.
    expect(Math.abs(first.y - second.y)).toBeLessThan(2);
    expect(second.x).toBeGreaterThan(first.x + first.width - 1);
    expect(second.x).toBeLessThan(PHONE.width);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Comparing 2 variants' })).toHaveCount(0);

    // Applied from its card, below the plan: the plan it became comes into view.
    const apply = cards.last().getByRole('button', { name: /^Apply/ });
    await apply.scrollIntoViewIfNeeded();
    await expect(canvas).not.toBeInViewport();
    await apply.click();
    const confirm = page.getByRole('dialog').getByRole('button', { name: /^Apply/ });
    if ((await confirm.count()) > 0) await confirm.click();
    await expect(page.getByText('Plan applied')).toBeVisible();
    await expect(canvas).toBeInViewport({ ratio: 0.5 });
  });

  test('a request that places nothing: its cards offer nothing to apply, the count of alike failures is in view', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('phone-fail');
    const tokens = await createVerifiedAccount(request, email);
    // No small house finds a spot on 8 x 10 m with 3 m from the neighbours and 5 m from the street.
    const project = await createProject(request, tokens, {
      name: 'Too small',
      plot: {
        ...gardenPlot,
        boundary: [
          [0, 0],
          [8, 0],
          [8, 10],
          [0, 10],
        ],
      },
      selection: [{ landscape_object: 'house_small', count: 2 }],
    });
    await openSignedIn(page, email, tokens, `/plot-editor/editor?project=${project.id}`);
    await page.getByRole('tab', { name: 'Generate' }).click();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const repeats = page.getByText('3 more variants of this request failed the same way.');
    await expect(repeats).toBeAttached({ timeout: 60_000 });
    const card = page.getByRole('list', { name: 'Variants' }).getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Failed: Nothing in the selection could be placed');
    await expect(card.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
    await expect(card.getByRole('checkbox', { name: /^Compare/ })).toHaveCount(0);
    await repeats.scrollIntoViewIfNeeded();
    await expectUncovered(repeats);
  });

  test('a toast does not cover the Next button', async ({ page, request, context }) => {
    const { id } = await plannedProject(page, request);
    await page.goto(`/plot-editor/neighbors?project=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Neighbors' })).toBeVisible();
    await context.setOffline(true);
    const toast = page.getByRole('alert').filter({ hasText: 'You are offline' });
    await expect(toast).toBeVisible();
    const next = page.getByRole('button', { name: 'Next: Protected areas' });
    await expectUncovered(next);
    const [a, b] = [await toast.boundingBox(), await next.boundingBox()];
    if (a === null || b === null) throw new Error('no boxes');
    const overlaps =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps).toBe(false);
    await context.setOffline(false);
  });
});

test.describe('on a tablet (768 x 1024, touch)', () => {
  test.use({ viewport: TABLET, hasTouch: true, isMobile: true });

  test('no route or step scrolls sideways', async ({ page, request }) => {
    test.setTimeout(60_000);
    const { id } = await plannedProject(page, request);
    await expectNoSidewaysScroll(page, TABLET.width, 'projects');
    for (const [path, title] of steps) {
      await page.goto(`/plot-editor/${path}?project=${id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await layoutSettled(page);
      await expectNoSidewaysScroll(page, TABLET.width, path);
    }
    await page.goto('/test-model');
    await expect(page.getByRole('heading', { level: 1, name: 'Test model' })).toBeVisible();
    await expectNoSidewaysScroll(page, TABLET.width, 'test-model');
  });
});

test.describe('on a desktop (1400 x 900)', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('the editor keeps Generate and Next in sight, nothing under the bottom bar', async ({
    page,
    request,
  }) => {
    const { id } = await plannedProject(page, request);
    await page.goto(`/plot-editor/editor?project=${id}`);
    await page.getByRole('tab', { name: 'Generate' }).click();
    const generate = page.getByRole('button', { name: 'Generate', exact: true });
    await generate.scrollIntoViewIfNeeded();
    await expectUncovered(generate);
    await expectUncovered(page.getByRole('button', { name: 'Next: Summary' }));
    // The plan's zoom buttons, at the bottom of the canvas, are not under the bar either.
    await expectUncovered(page.getByRole('button', { name: 'Fit' }));
    await expectFurnitureClearOfPlot(
      page,
      page.getByRole('application', { name: /^Plan editor/ }),
      'desktop editor',
    );
    await page.goto(`/plot-editor/summary?project=${id}`);
    await expectFurnitureClearOfPlot(page, page.locator('.summary-plan__frame'), 'desktop summary');
  });
});
