import { randomUUID, webcrypto } from 'node:crypto';
import { MAX_DB_ID } from '@plotplan/contract';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export type TokenType = 'access' | 'refresh';

/** Lifetimes in seconds: access 5 minutes, refresh 1 day. */
export const tokenLifetimes: Readonly<Record<TokenType, number>> = { access: 5 * 60, refresh: 24 * 60 * 60 };

/** Whom a token is for, and the password generation it is bound to. */
export interface TokenSubject {
  readonly id: number;
  readonly passwordChangedAt: Date | null;
}

export interface TokenClaims {
  readonly type: TokenType;
  readonly jti: string;
  readonly userId: number;
  readonly expiresAt: Date;
  /** `passwordStamp` of the user when the token was issued. */
  readonly passwordStamp: number;
}

/** The value tokens carry in `pwd_at`; it changes whenever the password does. */
export const passwordStamp = (passwordChangedAt: Date | null): number => passwordChangedAt?.getTime() ?? 0;

/** 9999-12-31T23:59:59Z: a later expiry is no date the database (or a JS Date) can hold. */
const MAX_EXP_SECONDS = 253_402_300_799;

// Claims only a server bug or a leaked key could make are refused like any bad token: a user id
// beyond the database's integer or an expiry beyond any date would otherwise fail in the database.
const claimsSchema = z
  .object({
    token_type: z.enum(['access', 'refresh']),
    jti: z.string().min(1).max(64),
    user_id: z.number().int().positive().max(MAX_DB_ID),
    sub: z.string(),
    exp: z.number().max(MAX_EXP_SECONDS),
    iat: z.number(),
    pwd_at: z.number().int().nonnegative(),
  })
  .refine((claims) => claims.sub === String(claims.user_id));

type VerifiedClaims = z.output<typeof claimsSchema>;

/** Verified tokens remembered (a client sends its access token with every request for 5 minutes). */
const VERIFIED_MAX = 10_000;

/**
 * HS256 JWTs in the shape of DRF simplejwt (`token_type`, `jti`, `user_id`), plus `sub` and `pwd_at`.
 * Verification pins the algorithm (so `alg: none` and other algorithms fail) and checks the type,
 * so an access token is never taken for a refresh token or the other way round.
 */
export class JwtTokens {
  // Imported once: jose would import raw key bytes again on every sign and verify.
  private readonly key: Promise<webcrypto.CryptoKey>;
  /** Tokens whose signature and claims checked out, by the whole token string. */
  private readonly verified = new Map<string, VerifiedClaims>();

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(type: TokenType, subject: TokenSubject): Promise<string> {
    const issuedAt = Math.floor(this.now() / 1000);
    return new SignJWT({
      token_type: type,
      user_id: subject.id,
      pwd_at: passwordStamp(subject.passwordChangedAt),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(subject.id))
      .setJti(randomUUID().replaceAll('-', ''))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + tokenLifetimes[type])
      .sign(await this.key);
  }

  /** The claims of a well-signed, unexpired token of this type; undefined for anything else. */
  async verify(token: string, type: TokenType): Promise<TokenClaims | undefined> {
    // The whole token, signature included, is the key: only a string that verified before hits.
    // Its expiry is checked again on every use, as jose checks it (expired once exp <= now).
    const known = this.verified.get(token);
    if (known !== undefined) {
      if (known.exp <= Math.floor(this.now() / 1000)) {
        this.verified.delete(token);
        return undefined;
      }
      return known.token_type === type ? claimsOf(known) : undefined;
    }
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      }));
    } catch {
      return undefined;
    }
    const parsed = claimsSchema.safeParse(payload);
    if (!parsed.success) return undefined;
    if (this.verified.size >= VERIFIED_MAX) {
      // The oldest first (a Map keeps insertion order); most of those have expired anyway.
      const oldest = this.verified.keys().next();
      if (oldest.done !== true) this.verified.delete(oldest.value);
    }
    this.verified.set(token, parsed.data);
    return parsed.data.token_type === type ? claimsOf(parsed.data) : undefined;
  }
}

function claimsOf(claims: VerifiedClaims): TokenClaims {
  return {
    type: claims.token_type,
    jti: claims.jti,
    userId: claims.user_id,
    expiresAt: new Date(claims.exp * 1000),
    passwordStamp: claims.pwd_at,
  };
}
