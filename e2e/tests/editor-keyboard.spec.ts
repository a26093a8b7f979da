import { expect, test, type Page } from '@playwright/test';
import { signedInAt } from '../support/accounts';
import { gardenProject, serverProject } from '../support/garden';

interface Stop {
  readonly what: string;
  readonly visible: boolean;
  readonly indicator: boolean;
}

/** Where the focus is: a short description, whether it can be seen, and whether its focus shows. */
async function focused(page: Page): Promise<Stop | undefined> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement || element instanceof SVGElement) || element === document.body)
      return undefined;
    const name =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLElement ? element.innerText.trim().slice(0, 40) : '') ??
      '';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const visible = box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    const indicator =
      (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
    return {
      what: `${role} "${name || (element as HTMLInputElement).name || element.id}"`,
      visible,
      indicator,
    };
  });
}

/** Every control a mouse could use in the page's main area, described as `focused` describes it. */
async function controls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'main button, main a[href], main input, main select, main textarea, main summary, main [tabindex="0"], main [role="application"]';
    return Array.from(document.querySelectorAll<HTMLElement>(selector))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const hidden = element.closest('[inert], [hidden], [aria-hidden="true"]') !== null;
        // Inside a folded <details>: reached once its summary opens it.
        const folded = element.tagName !== 'SUMMARY' && element.closest('details:not([open])') !== null;
        const disabled = (element as HTMLButtonElement).disabled === true;
        const roving = element.getAttribute('role') === 'tab' && element.tabIndex < 0;
        const radioNotChecked =
          element instanceof HTMLInputElement && element.type === 'radio' && !element.checked;
        return (
          box.width > 0 && box.height > 0 && !hidden && !folded && !disabled && !roving && !radioNotChecked
        );
      })
      .map((element) => {
        const name = element.getAttribute('aria-label') ?? element.innerText.trim().slice(0, 40) ?? '';
        const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
        return `${role} "${name || (element as HTMLInputElement).name || element.id}"`;
      });
  });
}

/** Tabs through the whole page once; what was never reached, and stops that are hidden or show no focus. */
async function tabWalk(page: Page, where: string) {
  const expected = await controls(page);
  const reached = new Set<string>();
  const problems: string[] = [];
  await page.locator('body').focus();
  let first: string | undefined;
  for (let i = 0; i < 200; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    if (stop === undefined) continue;
    // Round once: back at the first stop, everything Tab reaches has been reached.
    if (stop.what === first) break;
    first ??= stop.what;
    reached.add(stop.what);
    if (!stop.visible) problems.push(`${stop.what} takes the focus but cannot be seen`);
    else if (!stop.indicator) problems.push(`${stop.what} shows no focus`);
  }
  const missed = expected.filter((what) => !reached.has(what));
  expect({ where, missed, problems: [...new Set(problems)] }).toEqual({ where, missed: [], problems: [] });
}

/** Moves along the editor's panel tabs with the arrow keys until `name` is chosen. */
async function openTab(page: Page, name: string) {
  const tabs = page.getByRole('tablist', { name: 'Editor panels' });
  await tabs.getByRole('tab', { selected: true }).focus();
  for (let i = 0; i < 5; i += 1) {
    if ((await tabs.getByRole('tab', { name, exact: true }).getAttribute('aria-selected')) === 'true') return;
    await page.keyboard.press('ArrowRight');
  }
  await expect(tabs.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

test.describe('the editor from the keyboard (1400 x 900)', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('Tab reaches every control of every panel, each visible with its focus shown', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { tokens } = await signedInAt(page, request, 'keyboard-audit', '/projects');
    const project = await gardenProject(request, tokens, 'Keyboard garden');
    await page.goto(`/plot-editor/editor?project=${project.id}`);
    const canvas = page.getByRole('application', { name: /^Plan editor/ });
    await expect(canvas.locator('[data-object-id]')).toHaveCount(3);
    await tabWalk(page, 'Selection, nothing selected');
    await openTab(page, 'Objects');
    await tabWalk(page, 'Objects');
    // Select the bed from the list with Enter, then look at the Selection panel with it.
    const bed = page
      .getByRole('list', { name: 'Objects on the plan' })
      .getByRole('button', { name: /Vegetable bed/ });
    await bed.focus();
    await page.keyboard.press('Enter');
    await expect(canvas.locator('[data-object-id="bed"]')).toHaveAttribute('data-selected', 'true');
    await openTab(page, 'Selection');
    await tabWalk(page, 'Selection, the bed selected');
    for (const name of ['History', 'Generate', 'Chat']) {
      await openTab(page, name);
      await tabWalk(page, name);
    }
    // The 3D view's own buttons turn and zoom it.
    await page.getByRole('button', { name: '3D view' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Turn left' })).toBeVisible();
    await tabWalk(page, '3D view');
  });

  test('an object is chosen, moved, locked from its menu and undone with keys alone, the focus kept', async ({
    page,
    request,
  }) => {
    const { tokens } = await signedInAt(page, request, 'keyboard-only', '/projects');
    const project = await gardenProject(request, tokens, 'Keys only');
    await page.goto(`/plot-editor/editor?project=${project.id}`);
    const canvas = page.getByRole('application', { name: /^Plan editor/ });
    await expect(canvas.locator('[data-object-id]')).toHaveCount(3);
    await openTab(page, 'Objects');
    await page
      .getByRole('list', { name: 'Objects on the plan' })
      .getByRole('button', { name: /Well/ })
      .focus();
    await page.keyboard.press('Enter');
    await canvas.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu', { name: 'Actions: Well' });
    // A well is round: nothing to turn, Lock comes first; the arrows go round the items.
    await expect(menu.getByRole('menuitem', { name: 'Lock' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(canvas).toBeFocused();
    await expect
      .poll(async () =>
        (await serverProject(request, tokens, project.id)).actual_plan.objects.find((o) => o.id === 'well'),
      )
      .toMatchObject({ x: 24.9, locked: true });
    await page.keyboard.press('Control+z');
    await expect
      .poll(async () =>
        (await serverProject(request, tokens, project.id)).actual_plan.objects.find((o) => o.id === 'well'),
      )
      .toMatchObject({ locked: false });
  });
});
