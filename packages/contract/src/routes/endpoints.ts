// Where each API route lives: method, path and whether it needs a token. Plain data without zod (the
// `@plotplan/contract/endpoints` entry), so the web app's bundle carries only these; the schemas
// join them in the *-routes.ts files.

import type { Endpoint } from './route.js';

const endpoint = <const E extends Endpoint>(e: E): E => e;
const get = <const P extends string>(path: P) => endpoint({ method: 'GET', path, auth: true });
const post = <const P extends string>(path: P) => endpoint({ method: 'POST', path, auth: true });
const patch = <const P extends string>(path: P) => endpoint({ method: 'PATCH', path, auth: true });
const del = <const P extends string>(path: P) => endpoint({ method: 'DELETE', path, auth: true });
/** The auth calls send no token (and never trigger a refresh). */
const publicPost = <const P extends string>(path: P) => endpoint({ method: 'POST', path, auth: false });

export const healthEndpoints = {
  health: endpoint({ method: 'GET', path: '/api/health/', auth: false }),
  ready: endpoint({ method: 'GET', path: '/api/health/ready/', auth: false }),
};

export const mapEndpoints = {
  settings: endpoint({ method: 'GET', path: '/api/map/', auth: false }),
};

export const authEndpoints = {
  register: publicPost('/api/auth/register/'),
  verify: publicPost('/api/auth/verify/'),
  resendVerification: publicPost('/api/auth/verify/resend/'),
  requestPasswordReset: publicPost('/api/auth/password/reset/'),
  confirmPasswordReset: publicPost('/api/auth/password/reset/confirm/'),
  me: get('/api/auth/me/'),
  updateMe: patch('/api/auth/me/'),
  login: publicPost('/api/token/'),
  refresh: publicPost('/api/token/refresh/'),
  blacklist: publicPost('/api/token/blacklist/'),
};

export const catalogEndpoints = {
  objectTypes: get('/api/object_types/'),
  landscapeObjects: get('/api/landscape_objects/'),
};

export const projectsEndpoints = {
  list: get('/api/projects/'),
  create: post('/api/projects/'),
  get: get('/api/projects/:id/'),
  update: endpoint({ method: 'PUT', path: '/api/projects/:id/', auth: true }),
  patch: patch('/api/projects/:id/'),
  remove: del('/api/projects/:id/'),
  editActualPlan: post('/api/projects/:id/edit_actual_plan/'),
  setPreviousPlan: post('/api/projects/:id/set_previous_plan/'),
  violations: get('/api/projects/:id/violations/'),
};

export const generationsEndpoints = {
  generate: post('/api/generate_plan/'),
  list: get('/api/generations/'),
  get: get('/api/generations/:id/'),
  patch: patch('/api/generations/:id/'),
};

export const plotImportEndpoints = {
  importBoundary: post('/api/plot_import/'),
};

export const chatEndpoints = {
  list: get('/api/chat/chats/'),
  create: post('/api/chat/chats/'),
  get: get('/api/chat/chats/:chatId/'),
  rename: patch('/api/chat/chats/:chatId/'),
  remove: del('/api/chat/chats/:chatId/'),
  messages: get('/api/chat/chats/:chatId/messages/'),
  send: post('/api/chat/:chatId/messages/create/'),
  /** The same call at the path a client retries on when the first answers 405 (no trailing slash). */
  sendAlternative: post('/api/chat/chats/:chatId/messages'),
};

export const shareLinksEndpoints = {
  list: get('/api/projects/:id/share_links/'),
  create: post('/api/projects/:id/share_links/'),
  revoke: del('/api/projects/:id/share_links/:linkId/'),
  /** The read-only view of a shared project: anyone with the link, no token. */
  shared: endpoint({ method: 'GET', path: '/api/shared/:token/', auth: false }),
};

/** The path with its `:name` parameters filled in. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string of the given values in their order (undefined ones left out), or '' when none. */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return '';
  return `?${entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`).join('&')}`;
}
