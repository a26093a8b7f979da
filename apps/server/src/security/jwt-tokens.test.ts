import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { JwtTokens, passwordStamp, tokenLifetimes } from './jwt-tokens.js';

const secret = 'a-test-secret-of-at-least-thirty-two-characters';
const subject = { id: 7, passwordChangedAt: null };

describe('JwtTokens', () => {
  it('signs access and refresh tokens that verify only as their own type', async () => {
    const tokens = new JwtTokens(secret);
    const access = await tokens.sign('access', subject);
    const refresh = await tokens.sign('refresh', subject);
    expect(await tokens.verify(access, 'access')).toMatchObject({
      type: 'access',
      userId: 7,
      passwordStamp: 0,
    });
    expect(await tokens.verify(refresh, 'refresh')).toMatchObject({ type: 'refresh', userId: 7 });
    expect(await tokens.verify(access, 'refresh')).toBeUndefined();
    expect(await tokens.verify(refresh, 'access')).toBeUndefined();
  });

  it('expires access tokens after 5 minutes and refresh tokens after a day', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const tokens = new JwtTokens(secret, () => now);
    const access = await tokens.sign('access', subject);
    const refresh = await tokens.sign('refresh', subject);
    expect(tokenLifetimes).toEqual({ access: 300, refresh: 86_400 });
    now += 299_000;
    expect(await tokens.verify(access, 'access')).toBeDefined();
    now += 1_000;
    expect(await tokens.verify(access, 'access')).toBeUndefined();
    now = Date.parse('2030-01-01T23:59:59Z');
    expect(await tokens.verify(refresh, 'refresh')).toBeDefined();
    now = Date.parse('2030-01-02T00:00:00Z');
    expect(await tokens.verify(refresh, 'refresh')).toBeUndefined();
  });

  it('binds tokens to the password generation', async () => {
    const changed = new Date('2030-05-06T07:08:09.123Z');
    const tokens = new JwtTokens(secret);
    const token = await tokens.sign('refresh', { id: 7, passwordChangedAt: changed });
    expect(decodeJwt(token)['pwd_at']).toBe(changed.getTime());
    expect((await tokens.verify(token, 'refresh'))?.passwordStamp).toBe(passwordStamp(changed));
    expect(passwordStamp(null)).toBe(0);
  });

  it('refuses another key, alg none and a token without the expected claims', async () => {
    const tokens = new JwtTokens(secret);
    const token = await tokens.sign('access', subject);
    expect(await new JwtTokens(`${secret}-other`).verify(token, 'access')).toBeUndefined();
    const [, payload] = token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect(await tokens.verify(none, 'access')).toBeUndefined();
    const bare = await new SignJWT({ user_id: 7 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(bare, 'access')).toBeUndefined();
  });

  // Verified tokens are remembered by their whole string: a remembered one must not let through a
  // token that only shares its header and claims.
  it('refuses a forged signature or alg none over the claims of a token it verified before', async () => {
    const tokens = new JwtTokens(secret);
    const token = await tokens.sign('access', subject);
    expect(await tokens.verify(token, 'access')).toBeDefined();
    const [header, payload, signature = ''] = token.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`, 'access')).toBeUndefined();
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect(await tokens.verify(none, 'access')).toBeUndefined();
    expect(await tokens.verify(token, 'access')).toMatchObject({ userId: 7 });
    expect(await tokens.verify(token, 'refresh')).toBeUndefined();
  });
});
