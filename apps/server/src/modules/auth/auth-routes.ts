import { authDetails, authRoutes as routes, type Locale } from '@plotplan/contract';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../http/answer-language.js';
import { addRoute } from '../../http/api-route.js';
import type { AccountService } from './account-service.js';
import type { AuthThrottle } from './auth-throttle.js';
import { currentUser } from './authenticate.js';
import type { SessionService } from './session-service.js';

const tags = ['auth'];

/** Accounts (register, verify, reset, me) and the JWT endpoints, as DRF simplejwt names them. */
export function registerAuthRoutes(
  app: FastifyInstance,
  {
    accounts,
    sessions,
    throttle,
  }: { accounts: AccountService; sessions: SessionService; throttle: AuthThrottle },
): void {
  // Answers carry tokens (or the account): no cache or proxy may keep them.
  const authPaths = new Set<string>(Object.values(routes).map((route) => route.path));
  app.addHook('onSend', async (request, reply) => {
    if (authPaths.has(request.routeOptions.url ?? '')) void reply.header('cache-control', 'no-store');
  });
  addRoute(
    app,
    tags,
    routes.register,
    {
      summary: 'Create an account; a verification link is mailed',
      description: 'The same answer whether or not the address already has an account.',
    },
    async ({ body: { email, password } }, request) => {
      await throttle.check('register', request.ip, email);
      await accounts.register(email, password, requestLocale(request));
      return { email, detail: authDetails.registered };
    },
  );
  addRoute(
    app,
    tags,
    routes.verify,
    { summary: 'Confirm an e-mail address with the mailed token and sign in' },
    ({ body }) => accounts.verify(body.token),
  );
  // Both always answer 202 with the same detail, so nothing tells whether the address has an account.
  for (const [route, scope, summary, send, detail] of [
    [
      routes.resendVerification,
      'resend',
      'Mail a new verification link to an unverified account',
      (email: string, asked: Locale) => accounts.resendVerification(email, asked),
      authDetails.verificationResent,
    ],
    [
      routes.requestPasswordReset,
      'reset',
      'Mail a link to reset the password',
      (email: string, asked: Locale) => accounts.requestPasswordReset(email, asked),
      authDetails.passwordResetSent,
    ],
  ] as const) {
    addRoute(app, tags, route, { summary }, async ({ body }, request) => {
      await throttle.check(scope, request.ip, body.email);
      await send(body.email, requestLocale(request));
      return { detail };
    });
  }
  addRoute(
    app,
    tags,
    routes.confirmPasswordReset,
    {
      summary: 'Set a new password with the mailed token and sign in',
      description: 'Signs out every earlier session of the account.',
    },
    ({ body }) => accounts.confirmPasswordReset(body.token, body.password),
  );
  addRoute(app, tags, routes.me, { summary: 'The signed-in user' }, (_, request) =>
    accounts.profile(currentUser(request).id),
  );
  addRoute(
    app,
    tags,
    routes.updateMe,
    { summary: "Change the signed-in user's settings (language)" },
    ({ body }, request) => accounts.updateProfile(currentUser(request).id, body),
  );
  addRoute(
    app,
    tags,
    routes.login,
    {
      summary: 'Sign in with e-mail and password',
      description:
        '401 `no_active_account` for an unknown address, a wrong password or an inactive account; ' +
        '403 `email_not_verified` only after the right password.',
    },
    async ({ body }, request) => {
      await throttle.check('login', request.ip, body.email);
      return sessions.login(body.email, body.password);
    },
  );
  addRoute(app, tags, routes.refresh, { summary: 'A new access token for a refresh token' }, ({ body }) =>
    sessions.refresh(body.refresh),
  );
  addRoute(
    app,
    tags,
    routes.blacklist,
    { summary: 'Sign out: the refresh token stops working' },
    async ({ body }) => {
      await sessions.blacklist(body.refresh);
      return {};
    },
  );
}
