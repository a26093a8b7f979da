import { decodeJwt, SignJWT, type JWTPayload } from 'jose';

// Hand-made tokens for tests of what the API must refuse.

const encoder = new TextEncoder();
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token with the same claims, signed with another key. */
export function resignedWith(token: string, key: string): Promise<string> {
  return new SignJWT(decodeJwt(token))
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(encoder.encode(key));
}

/** An unsecured JWT (`alg: none`, empty signature) with the claims of `token`. */
export function unsigned(token: string): string {
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(decodeJwt(token))}.`;
}

/** The original signature over changed claims. */
export function tampered(token: string, changes: JWTPayload): string {
  const [header, , signature] = token.split('.');
  return `${header}.${b64({ ...decodeJwt(token), ...changes })}.${signature}`;
}

/** A correctly signed token with these claims (and algorithm). */
export function signedWith(secret: string, claims: JWTPayload, alg = 'HS256'): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(encoder.encode(secret));
}
