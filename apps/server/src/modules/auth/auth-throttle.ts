import type { Db } from '../../db/database.js';
import { SharedWindowLimiter, type Rate } from '../../security/shared-window-limiter.js';
import { AuthThrottled } from './auth-errors.js';

export type ThrottleScope = 'login' | 'register' | 'resend' | 'reset';

export interface ScopeLimits {
  /**
   * Per lower-cased e-mail address named in the body, from any IP (mail-sending scopes: it caps
   * the mail one address can be sent). Sign-in has none, so that guesses from one IP cannot lock
   * the owner out from another.
   */
  readonly perAddress?: Rate;
  /** Per (client IP, lower-cased address) pair. */
  readonly perIpAndAddress?: Rate;
  /** Per client IP (the socket's address; no proxy headers are trusted). */
  readonly perIp: Rate;
}

export type AuthLimits = Readonly<Record<ThrottleScope, ScopeLimits>>;
export type AuthLimitsOverride = Partial<Record<ThrottleScope, Partial<ScopeLimits>>>;

const perMinute = (limit: number): Rate => ({ limit, windowSeconds: 60 });
const mailing: ScopeLimits = {
  perAddress: { limit: 5, windowSeconds: 10 * 60 },
  perIp: { limit: 30, windowSeconds: 60 * 60 },
};

export const defaultAuthLimits: AuthLimits = {
  login: { perIpAndAddress: perMinute(10), perIp: perMinute(30) },
  register: mailing,
  resend: mailing,
  reset: mailing,
};

export function resolveAuthLimits(override: AuthLimitsOverride = {}): AuthLimits {
  const merge = (scope: ThrottleScope): ScopeLimits => ({ ...defaultAuthLimits[scope], ...override[scope] });
  return {
    login: merge('login'),
    register: merge('register'),
    resend: merge('resend'),
    reset: merge('reset'),
  };
}

/**
 * Throttles the auth endpoints that cost a password hash or send mail, per IP and per address. The
 * windows are in the database (`rate_windows`), so every instance on it counts against the same limits.
 */
export class AuthThrottle {
  private readonly limiter: SharedWindowLimiter;

  constructor(
    db: Db,
    private readonly limits: AuthLimits,
    now?: () => number,
  ) {
    this.limiter = new SharedWindowLimiter(db, now);
  }

  /** Counts one request; throws a 429 (with Retry-After) when over either limit. */
  async check(scope: ThrottleScope, ip: string, email: string): Promise<void> {
    const { perAddress, perIpAndAddress, perIp } = this.limits[scope];
    const address = email.trim().toLowerCase();
    const wait = await this.limiter.hit([
      { key: `${scope}|ip|${ip}`, rate: perIp },
      ...(perAddress === undefined ? [] : [{ key: `${scope}|address|${address}`, rate: perAddress }]),
      ...(perIpAndAddress === undefined
        ? []
        : [{ key: `${scope}|ip-address|${ip}|${address}`, rate: perIpAndAddress }]),
    ]);
    if (wait > 0) throw new AuthThrottled(wait);
  }
}
