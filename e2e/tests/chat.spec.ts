import { expect, test } from '@playwright/test';
import { signedInAt } from '../support/accounts';
import { openChat } from '../support/chat';
import { gardenPlan, gardenProject, serverProject } from '../support/garden';

test.describe('the assistant chat', () => {
  test('a message adds a greenhouse that appears highlighted on the plan; Undo takes it back', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The page's own request context, so the checks read what the browser's session sees.
    const { tokens } = await signedInAt(page, page.request, 'chat', '/projects');
    const project = await gardenProject(page.request, tokens, 'Talking garden');
    const before = await serverProject(page.request, tokens, project.id);
    await page.goto(`/plot-editor/editor?project=${project.id}`);
    const canvas = page.getByRole('application', { name: /^Plan editor/ });
    await expect(canvas.locator('[data-object-id]')).toHaveCount(3);

    const chat = await openChat(page);
    await expect(page.getByRole('button', { name: 'add a greenhouse' })).toBeVisible();
    await chat.send('add a greenhouse');
    await expect(chat.composer).toHaveValue('');
    await expect(chat.messages.getByText('add a greenhouse', { exact: true })).toBeVisible();
    await expect(chat.replies).toHaveCount(1);
    await expect(chat.replies.getByRole('list', { name: 'Changes to the plan' })).toContainText(
      /· version \d+/,
    );

    // The new object is on the plan, outlined; the server has it as an assistant version.
    await expect(canvas.locator('[data-object-id]')).toHaveCount(4);
    const highlighted = canvas.locator('[data-highlighted="true"]');
    await expect(highlighted).toHaveCount(1);
    const after = await serverProject(page.request, tokens, project.id);
    expect(after.actual_plan.objects).toHaveLength(before.actual_plan.objects.length + 1);
    expect(after.plan_version).toBeGreaterThan(before.plan_version);
    expect(after.history[0]).toMatchObject({ version: after.plan_version, source: 'assistant' });
    const added = after.actual_plan.objects.find((o) => !gardenPlan.objects.some((p) => p.id === o.id));
    expect(added?.landscape_object).toMatch(/^greenhouse/);
    await expect(highlighted).toHaveAttribute('data-object-id', added?.id ?? '');

    // Undo restores the plan from before the message, as a new version.
    await page.getByRole('button', { name: 'Undo these changes' }).click();
    await expect(canvas.locator('[data-object-id]')).toHaveCount(3);
    await expect(canvas.locator('[data-highlighted]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Undo these changes' })).toHaveCount(0);
    const undone = await serverProject(page.request, tokens, project.id);
    expect(undone.actual_plan.objects.map((o) => o.id).sort()).toEqual(['bed', 'house', 'well']);
    expect(undone.plan_version).toBeGreaterThan(after.plan_version);
    expect(undone.history[0]?.source).toBe('restore');
  });

  test('when the message endpoint answers 405 the client posts once to the fallback (360 px wide)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const { tokens } = await signedInAt(page, page.request, 'chat-405', '/projects');
    const project = await gardenProject(page.request, tokens, 'Talking garden');
    let primary = 0;
    await page.route('**/api/chat/*/messages/create/', (route) => {
      primary += 1;
      return route.fulfill({ status: 405, headers: { Allow: 'OPTIONS' }, body: '' });
    });
    await page.goto(`/plot-editor/editor?project=${project.id}`);
    const chat = await openChat(page);

    const fallback = page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        /^\/api\/chat\/chats\/\d+\/messages$/.test(new URL(request.url()).pathname),
    );
    await chat.send('how big is my plot?');
    const request = await fallback;
    expect(request.postDataJSON()).toEqual({ content: 'how big is my plot?' });
    const response = await request.response();
    expect(response?.status()).toBe(201);
    await expect(chat.replies).toHaveCount(1);
    await expect(chat.replies.locator('.chat-message__text')).not.toHaveText('');
    expect(primary).toBe(1);

    // Usable on a phone: the panel and its composer fit the width.
    const panel = await page.locator('.chat-panel').boundingBox();
    expect(panel).not.toBeNull();
    expect((panel?.x ?? -1) >= 0 && (panel?.x ?? 0) + (panel?.width ?? 0) <= 360).toBe(true);
    await expect(chat.composer).toBeVisible();
  });
});
