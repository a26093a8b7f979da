import type { TokenPair } from '@plotplan/contract';
import type { Db } from '../../db/database.js';
import { passwordStamp, type JwtTokens, type TokenClaims } from '../../security/jwt-tokens.js';
import { verifyAgainstDummy, verifyPassword } from '../../security/password-hasher.js';
import { EmailNotVerified, NoActiveAccount, RefreshNotValid } from './auth-errors.js';
import { blacklistToken, isBlacklisted } from './token-blacklist-store.js';
import { findUserByEmail, findUserById, type UserRow } from './user-store.js';

/** The signed-in user as other modules see it. */
export interface AuthUser {
  readonly id: number;
  readonly email: string;
}

/**
 * How long an authenticated request may rely on a user row read earlier. Within this process a
 * password change, reset or logout forgets the row at once; another process (several on one
 * PostgreSQL) sees a change after this long at most.
 */
export const USER_CACHE_TTL_MS = 5_000;

interface CachedUser {
  readonly user: UserRow | undefined;
  readonly until: number;
}

/** Sign-in with a password, and the life of the JWTs that follow from it. */
export class SessionService {
  // Every authenticated request needs the user row (active? token issued under this password?).
  private readonly users = new Map<number, CachedUser>();

  constructor(
    private readonly db: Db,
    private readonly tokens: JwtTokens,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Unknown address, wrong password and inactive account answer alike (and take alike long);
   * only with the right password does an unverified account learn that it must verify first.
   */
  async login(email: string, password: string): Promise<TokenPair> {
    const user = await findUserByEmail(this.db, email);
    const matches =
      user === undefined
        ? await verifyAgainstDummy(password)
        : await verifyPassword(user.passwordHash, password);
    if (user === undefined || !matches || !user.isActive) throw new NoActiveAccount();
    if (!user.isVerified) throw new EmailNotVerified();
    return this.issuePair(user);
  }

  async issuePair(user: UserRow): Promise<TokenPair> {
    const [access, refresh] = await Promise.all([
      this.tokens.sign('access', user),
      this.tokens.sign('refresh', user),
    ]);
    return { access, refresh };
  }

  /** A new access token for a live refresh token. */
  async refresh(refreshToken: string): Promise<{ access: string }> {
    const { user } = await this.liveRefresh(refreshToken);
    return { access: await this.tokens.sign('access', user) };
  }

  /** Server-side logout: the refresh token is dead from now on. */
  async blacklist(refreshToken: string): Promise<void> {
    const { claims } = await this.liveRefresh(refreshToken);
    const added = await blacklistToken(
      this.db,
      { jti: claims.jti, userId: claims.userId, expiresAt: claims.expiresAt },
      this.now(),
    );
    this.forgetUser(claims.userId);
    // A concurrent logout with the same token got there first.
    if (!added) throw new RefreshNotValid();
  }

  /** Drops the cached row of a user whose password or state just changed. */
  forgetUser(userId: number): void {
    this.users.delete(userId);
  }

  /** The user an access token stands for, or undefined if the token (or the account) is not good. */
  async authenticate(accessToken: string): Promise<AuthUser | undefined> {
    const claims = await this.tokens.verify(accessToken, 'access');
    if (claims === undefined) return undefined;
    let user = liveUser(claims, await this.cachedUser(claims.userId));
    if (user === undefined) {
      // The cached row may predate a password change made elsewhere (a newer token's stamp).
      this.forgetUser(claims.userId);
      user = liveUser(claims, await this.cachedUser(claims.userId));
    }
    return user === undefined ? undefined : { id: user.id, email: user.email };
  }

  private async liveRefresh(token: string): Promise<{ claims: TokenClaims; user: UserRow }> {
    const claims = await this.tokens.verify(token, 'refresh');
    if (claims === undefined || (await isBlacklisted(this.db, claims.jti))) throw new RefreshNotValid();
    const user = await this.currentUser(claims);
    if (user === undefined) throw new RefreshNotValid();
    return { claims, user };
  }

  /** The token's user if still active and the token was issued under the current password. */
  private async currentUser(claims: TokenClaims): Promise<UserRow | undefined> {
    return liveUser(claims, await findUserById(this.db, claims.userId));
  }

  /** The user's row as read at most USER_CACHE_TTL_MS ago (refresh and logout always read it afresh). */
  private async cachedUser(userId: number): Promise<UserRow | undefined> {
    const now = Date.now();
    const cached = this.users.get(userId);
    if (cached !== undefined && cached.until > now) return cached.user;
    const user = await findUserById(this.db, userId);
    // Expired entries of users who stopped calling would pile up: sweep when the map grows.
    if (this.users.size >= 10_000) this.sweep(now);
    this.users.set(userId, { user, until: now + USER_CACHE_TTL_MS });
    return user;
  }

  private sweep(now: number): void {
    for (const [id, entry] of this.users) if (entry.until <= now) this.users.delete(id);
    if (this.users.size >= 10_000) this.users.clear();
  }
}

/** The user if still active and the token was issued under the current password. */
function liveUser(claims: TokenClaims, user: UserRow | undefined): UserRow | undefined {
  if (user === undefined || !user.isActive) return undefined;
  if (claims.passwordStamp !== passwordStamp(user.passwordChangedAt)) return undefined;
  return user;
}
