import { redirect } from 'react-router';
import { authStore } from '../auth';
import { tokenRedirectTarget } from './route-rules';

// The token rule outranks the guards: a link with ?token= reaches /auth/verify signed in or not.
function followToken(request: Request) {
  const target = tokenRedirectTarget(new URL(request.url));
  if (target !== undefined) throw redirect(target);
}

/** A redirect target must stay on this site: a path, never `//host` or a scheme. */
export function safeRedirectTarget(raw: string | null, fallback = '/projects'): string {
  if (raw === null || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  return raw;
}

/** Auth-required pages: a signed-out user goes to /login?redirect=<where they were going>. */
export function requireAuth({ request }: { request: Request }) {
  followToken(request);
  if (authStore.getState().isAuthenticated) return null;
  const url = new URL(request.url);
  throw redirect(`/login?${new URLSearchParams({ redirect: `${url.pathname}${url.search}` }).toString()}`);
}

/** Guest-only pages: a signed-in user goes to /projects. */
export function guestOnly({ request }: { request: Request }) {
  followToken(request);
  if (authStore.getState().isAuthenticated) throw redirect('/projects');
  return null;
}
