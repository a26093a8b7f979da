import { normalizeDeg } from '@plotplan/domain';
import { z } from 'zod';

/** The largest id or version the database holds (a PostgreSQL `integer`). */
export const MAX_DB_ID = 2_147_483_647;

const notAnId = 'A valid integer is required.';

/**
 * Every id or version the API reads: an integer 1..2^31-1. A larger one would reach the database
 * and fail there; here it is a 400 naming the field.
 */
export const dbId = () =>
  z
    .number({ error: notAnId })
    .int(notAnId)
    .min(1, 'Ensure this value is greater than or equal to 1.')
    .max(MAX_DB_ID, `Ensure this value is less than or equal to ${MAX_DB_ID}.`);

/** `dbId` from a query string (`?project=12`); anything else there is "not an integer", as in DRF. */
export const queryDbId = () =>
  z.coerce.number({ error: notAnId }).int(notAnId).min(1, notAnId).max(MAX_DB_ID, notAnId);

/**
 * Every string the API stores: PostgreSQL text and jsonb cannot hold U+0000, so a NUL is refused
 * here, as a 400 naming the field, instead of failing in the database.
 */
export const storedText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !value.includes('\u0000'), {
    message: 'Null characters are not allowed.',
    abort: true,
  });

/**
 * An angle in degrees: every finite number in, the same direction in [0, 360) out, so the geometry
 * never meets a huge angle. A codec, because answers are encoded with the same schemas: they carry
 * the stored angle as it is.
 */
export const angleDeg = (what: string) =>
  z.codec(z.number({ error: `${what} must be a number.` }).finite(`${what} must be finite.`), z.number(), {
    decode: normalizeDeg,
    encode: (deg) => deg,
  });
