import type { z } from 'zod';

/**
 * Compile-time: `true` when the schema accepts every value of the domain's union T. Copies of
 * domain lists live here because the contract imports only types from the domain; a schema's
 * `satisfies z.ZodType<...>` checks the converse (it accepts nothing the domain lacks).
 */
export type Covers<Schema extends z.ZodType, T> = [Exclude<T, z.output<Schema>>] extends [never]
  ? true
  : never;
