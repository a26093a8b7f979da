import { data, redirect } from 'react-router';

export const VERIFY_PATH = '/auth/verify';

/** Any route carrying a `token` query parameter, other than /auth/verify itself, goes there with it. */
export function tokenRedirectTarget(url: URL): string | undefined {
  const token = url.searchParams.get('token');
  if (token === null || url.pathname === VERIFY_PATH) return undefined;
  return `${VERIFY_PATH}?${new URLSearchParams({ token }).toString()}`;
}

export function tokenRedirectLoader({ request }: { request: Request }) {
  const target = tokenRedirectTarget(new URL(request.url));
  if (target !== undefined) throw redirect(target);
  return null;
}

/** A route's parameter validation failure: a 404 'Page Not Found' (that exact wording). */
export function pageNotFound(): never {
  throw data('Page Not Found', { status: 404, statusText: 'Page Not Found' });
}

/** `?project=` must be a positive integer id when present. */
export function parseProjectParam(url: URL): number | undefined {
  const raw = url.searchParams.get('project');
  if (raw === null) return undefined;
  if (!/^[1-9]\d{0,9}$/.test(raw)) pageNotFound();
  const id = Number(raw);
  if (id > 2_147_483_647) pageNotFound();
  return id;
}
