import { MAX_UNIT_PRICE, MAX_UNIT_PRICES, PRICE_KEY_PATTERN, quantityPriceKeys } from '@plotplan/domain';
import { z } from 'zod';

const keyHelp = `Use one of ${quantityPriceKeys.join(', ')} or object:<catalog code>.`;

const price = z
  .number({ error: 'A price must be a number.' })
  .finite('A price must be a finite number.')
  .min(0, 'A price cannot be negative.')
  .max(MAX_UNIT_PRICE, `A price may be at most ${MAX_UNIT_PRICE}.`);

/**
 * A project's unit prices for its bill of quantities: per price key (per m², per m of fence, per m³
 * of soil, per piece of a catalog object) a non-negative number, and an optional ISO 4217 currency.
 */
export const unitPricesSchema = z.strictObject({
  currency: z
    .string({ error: 'The currency must be a string.' })
    .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as EUR.')
    .optional(),
  prices: z.record(z.string(), price).superRefine((prices, ctx) => {
    const keys = Object.keys(prices);
    if (keys.length > MAX_UNIT_PRICES) {
      ctx.addIssue({ code: 'custom', message: `At most ${MAX_UNIT_PRICES} prices may be set.` });
    }
    for (const key of keys) {
      if (!PRICE_KEY_PATTERN.test(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `"${key.slice(0, 80)}" is not a price. ${keyHelp}`,
        });
      }
    }
  }),
});
export type UnitPricesBody = z.infer<typeof unitPricesSchema>;
