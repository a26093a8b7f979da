import type { Project } from '@plotplan/contract';
import { MAX_UNIT_PRICE, quantityPriceKeys } from '@plotplan/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseProjectFile } from './parse-project-file';
import { toProjectFile } from './project-file';

const plot: NonNullable<Project['plot']> = {
  boundary: [
    [0, 0],
    [24, 0],
    [24, 36],
    [0, 36],
  ],
  north_deg: 12,
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  protected_areas: [],
  rule_pack: 'ru-snt',
  rule_overrides: {},
};

// JSON has no -0: a price of -0 would come back as 0, which is the same price.
const price = fc.double({ min: 0, max: MAX_UNIT_PRICE, noNaN: true }).map((value) => value + 0);
const priceKey = fc.oneof(
  fc.constantFrom(...quantityPriceKeys),
  fc.stringMatching(/^[a-z0-9_-]{1,64}$/).map((code) => `object:${code}`),
);
const unitPrices = fc.option(
  fc.record(
    {
      currency: fc.stringMatching(/^[A-Z]{3}$/),
      prices: fc.dictionary(priceKey, price, { maxKeys: 20 }),
    },
    { requiredKeys: ['prices'] },
  ),
  { nil: null },
);

const project = fc.record({
  name: fc.string({ minLength: 1, maxLength: 60 }).filter((name) => name.trim() === name && name !== ''),
  description: fc.string({ maxLength: 200 }),
  plot: fc.option(
    fc.integer({ min: 0, max: 359 }).map((north) => ({ ...plot, north_deg: north })),
    {
      nil: null,
    },
  ),
  selection: fc.uniqueArray(
    fc.record({
      landscape_object: fc.constantFrom('house_small', 'sauna', 'vegetable_bed', 'apple_tree'),
      count: fc.integer({ min: 1, max: 3 }),
    }),
    { selector: (item) => item.landscape_object, maxLength: 4 },
  ),
  unit_prices: unitPrices,
});

describe('the project file', () => {
  it('gives back everything a project has, unit prices included (any prices, any currency)', () => {
    fc.assert(
      fc.property(project, (content) => {
        const full = { ...content, actual_plan: null } as unknown as Project;
        const text = JSON.stringify(toProjectFile(full));
        const result = parseProjectFile(text);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.project.unit_prices).toEqual(content.unit_prices);
        expect(result.project.name).toBe(content.name);
        expect(result.project.description).toBe(content.description);
        expect(result.project.selection).toEqual(content.selection);
        expect(result.project.plot).toEqual(content.plot);
      }),
      { numRuns: 200, seed: 29 },
    );
  });

  it('reads a file from before unit prices were kept as having none', () => {
    const old = { format: 'plotplan-project', version: 1, project: { name: 'Old' } };
    const result = parseProjectFile(JSON.stringify(old));
    expect(result.ok && result.project.unit_prices).toBeNull();
  });

  it('refuses a file whose prices are not prices, naming the field', () => {
    const bad = {
      format: 'plotplan-project',
      version: 1,
      project: { name: 'Bad', unit_prices: { prices: { roofs_m2: -5 } } },
    };
    expect(parseProjectFile(JSON.stringify(bad))).toEqual({
      ok: false,
      error: 'project.unit_prices.prices.roofs_m2: A price cannot be negative.',
    });
  });
});
