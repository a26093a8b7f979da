import { expect, test } from '@playwright/test';
import { createProjectWithPlan, signedInAt, TOKENS_KEY, USER_KEY, type Tokens } from '../support/accounts';
import { downloadOf } from '../support/exports';

const NAME = 'Shared garden';

const plot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  rule_pack: 'ru-snt',
};

const plan = {
  objects: [
    {
      id: 'house',
      landscape_object: 'house_small',
      shape: 'rect',
      x: 10,
      y: 15,
      rotation_deg: 0,
      width: 6,
      depth: 6,
      height_m: 6,
    },
  ],
};

async function projectWithPlan(request: Parameters<typeof createProjectWithPlan>[0], tokens: Tokens) {
  return createProjectWithPlan(
    request,
    tokens,
    { name: NAME, plot, selection: [] },
    { plan, base_version: null },
  );
}

test('a read-only link shows the plan signed out, and is a 404 once revoked', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { tokens } = await signedInAt(page, request, 'share', '/projects');
  const project = await projectWithPlan(request, tokens);
  await page.goto(`/plot-editor/summary?project=${project.id}`);

  // The owner creates a link on the summary step and copies it.
  const share = page.getByRole('region', { name: 'Share' });
  await expect(share.getByText(/No links yet/)).toBeVisible();
  await share.getByRole('button', { name: 'Create read-only link' }).click();
  const address = share.getByRole('textbox', { name: 'Address of link 1' });
  await expect(address).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
  await expect(share.getByRole('listitem')).toContainText('created');
  await share.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toBe(await address.inputValue());

  // Someone signed out opens it: the plan and the summary, the PDF, and nothing to change.
  // Their browser still holds a long-expired session of their own: it must not send them to sign in.
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto('/login');
  await guest.evaluate(
    ([tokensKey, userKey]) => {
      window.localStorage.setItem(tokensKey, JSON.stringify({ accessToken: 'stale', refreshToken: 'stale' }));
      window.localStorage.setItem(userKey, JSON.stringify({ email: 'visitor@example.com' }));
    },
    [TOKENS_KEY, USER_KEY] as const,
  );
  await guest.goto(url);
  expect(new URL(guest.url()).pathname).toMatch(/^\/shared\//);
  await expect(guest.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(guest.getByRole('note')).toContainText('Read-only view shared by the owner');
  await expect(guest.getByRole('img', { name: /^Plan of Shared garden/ })).toBeVisible();
  await expect(guest.getByRole('list', { name: 'Area shares' }).getByRole('listitem')).toHaveCount(4);
  await expect(guest.getByRole('region', { name: 'Object list' })).toContainText('Small house');
  await expect(guest.getByRole('heading', { level: 3, name: /^Required/ })).toBeVisible();
  const pdf = await downloadOf(guest, () => guest.getByRole('button', { name: 'Download PDF' }).click());
  expect(pdf.name).toBe('shared-garden-plan.pdf');
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const main = guest.getByRole('main');
  await expect(main.getByRole('link')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Download JSON' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: /Create|Revoke|Save|Edit|Delete|Rename/ })).toHaveCount(0);
  // The stale session was dropped (the header's account check failed), and the visitor stayed.
  await expect.poll(() => guest.evaluate((key) => window.localStorage.getItem(key), TOKENS_KEY)).toBeNull();
  await expect(guest.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(new URL(guest.url()).pathname).toMatch(/^\/shared\//);
  await expect(guest.getByRole('heading', { level: 1, name: NAME })).toBeVisible();

  // The owner revokes it (after confirming); the visitor's reload is the 404 page.
  await share.getByRole('button', { name: 'Revoke link 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke link' }).click();
  await expect(share.getByText(/No links yet/)).toBeVisible();
  await guest.reload();
  await expect(
    guest.getByRole('heading', { level: 1, name: 'This link does not exist or was revoked' }),
  ).toBeVisible();
  await visitor.close();
});
