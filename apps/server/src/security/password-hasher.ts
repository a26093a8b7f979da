import { hash, verify, type Options } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane. */
export const argon2Options: Options = {
  algorithm: 2, // Argon2id (the package's const enum cannot be read under isolatedModules)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/** False for a wrong password and for a stored value that is not an argon2 hash at all. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead of the first sign-in with an unknown address. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy password that matches nothing');
  return dummyHash;
}

/**
 * Verifies against a throwaway hash with the same parameters, so signing in with an unknown
 * address costs as much time as with a known one and timing does not reveal which addresses exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}
