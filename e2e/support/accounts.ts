import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { linkIn, waitForMail } from './outbox';

export const PASSWORD = 'lilac-garden-47';

export const TOKENS_KEY = 'plotplan.auth.tokens';
export const USER_KEY = 'plotplan.auth.user';

/** A fresh address per test, so tests never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.com`;
}

export interface Tokens {
  readonly access: string;
  readonly refresh: string;
}

/** Registers through the real API and follows the mailed link: a verified, signed-in account. */
export async function createVerifiedAccount(request: APIRequestContext, email: string): Promise<Tokens> {
  const registered = await request.post('/api/auth/register/', { data: { email, password: PASSWORD } });
  if (registered.status() !== 201)
    throw new Error(`register: ${registered.status()} ${await registered.text()}`);
  const link = linkIn(await waitForMail(email), '/auth/verify');
  const verified = await request.post('/api/auth/verify/', {
    data: { token: link.searchParams.get('token') },
  });
  if (verified.status() !== 200) throw new Error(`verify: ${verified.status()} ${await verified.text()}`);
  return (await verified.json()) as Tokens;
}

/** Puts a session into the browser's storage as the app keeps it, then opens `path`. */
export async function openSignedIn(page: Page, email: string, tokens: Tokens, path: string) {
  // Any page of the app's origin gives its storage; a static file spares booting the app twice
  // (about a second of CPU per signed-in test on the 2-core CI machine).
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([tokensKey, userKey, value, user]) => {
      window.localStorage.setItem(tokensKey, value);
      window.localStorage.setItem(userKey, user);
    },
    [
      TOKENS_KEY,
      USER_KEY,
      JSON.stringify({ accessToken: tokens.access, refreshToken: tokens.refresh }),
      JSON.stringify({ email }),
    ] as const,
  );
  await page.goto(path);
}

export async function storedAuth(page: Page) {
  return page.evaluate(
    ([tokensKey, userKey]) => ({
      tokens: window.localStorage.getItem(tokensKey),
      user: window.localStorage.getItem(userKey),
    }),
    [TOKENS_KEY, USER_KEY] as const,
  );
}

/** Creates a project through the real API as the given user. */
export async function createProject(
  request: APIRequestContext,
  tokens: Tokens,
  body: Record<string, unknown>,
): Promise<{ id: number }> {
  const response = await request.post('/api/projects/', {
    data: body,
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  if (response.status() !== 201)
    throw new Error(`create project: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: number };
}

/** A project created with `body` whose current plan (version 1) is saved with `edit` (plan, summary...). */
export async function createProjectWithPlan(
  request: APIRequestContext,
  tokens: Tokens,
  body: Record<string, unknown>,
  edit: Record<string, unknown>,
): Promise<{ id: number }> {
  const project = await createProject(request, tokens, body);
  const response = await request.post(`/api/projects/${project.id}/edit_actual_plan/`, {
    data: edit,
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  if (response.status() !== 200)
    throw new Error(`save the plan: ${response.status()} ${await response.text()}`);
  return project;
}

/** A verified account, signed in in the browser at `path`; returns its tokens. */
export async function signedInAt(page: Page, request: APIRequestContext, label: string, path: string) {
  const email = uniqueEmail(label);
  const tokens = await createVerifiedAccount(request, email);
  await openSignedIn(page, email, tokens, path);
  return { email, tokens };
}

/**
 * A verified account signed in in the browser with one project whose current plan (version 1) is
 * `plan`; opens `path` (given the project's id). Returns the project's id and the tokens.
 */
export async function signedInWithPlan(
  page: Page,
  request: APIRequestContext,
  label: string,
  project: Record<string, unknown>,
  plan: Record<string, unknown>,
  path: (id: number) => string = () => '/projects',
): Promise<{ id: number; tokens: Tokens }> {
  const email = uniqueEmail(label);
  const tokens = await createVerifiedAccount(request, email);
  const { id } = await createProjectWithPlan(request, tokens, project, { plan, summary: 'Starting plan' });
  await openSignedIn(page, email, tokens, path(id));
  return { id, tokens };
}
