import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { MailDispatcher } from '../../mail/mail-dispatcher.js';
import { resolveJwtSecret } from '../../security/jwt-secret.js';
import { JwtTokens } from '../../security/jwt-tokens.js';
import { prepareDummyHash } from '../../security/password-hasher.js';
import { AccountService } from './account-service.js';
import { AuthThrottle, resolveAuthLimits, type AuthLimitsOverride } from './auth-throttle.js';
import { registerAuthRoutes } from './auth-routes.js';
import { registerAuthentication } from './authenticate.js';
import { SessionService } from './session-service.js';

export interface AuthModuleOptions {
  readonly config: Config;
  readonly database: Database;
  readonly mail: MailDispatcher;
  readonly limits?: AuthLimitsOverride;
}

/**
 * Wires accounts and tokens into the root app: `app.authenticate` / `request.user` for other
 * modules, and the auth and token routes.
 */
export async function registerAuth(app: FastifyInstance, options: AuthModuleOptions): Promise<void> {
  const { config, database, mail } = options;
  const tokens = new JwtTokens(await resolveJwtSecret(config.jwtSecret, config.dataDir));
  await prepareDummyHash();

  const sessions = new SessionService(database.db, tokens);
  const accounts = new AccountService(database.db, sessions, mail, config.publicUrl);
  const throttle = new AuthThrottle(database.db, resolveAuthLimits(options.limits));

  registerAuthentication(app, sessions);
  registerAuthRoutes(app, { accounts, sessions, throttle });
}
