import fc from 'fast-check';

/** A JSON value as a request body carries it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const deep = (levels: number, inner: Json, asObject: boolean): Json => {
  let value = inner;
  for (let i = 0; i < levels; i++) value = asObject ? { a: value } : [value];
  return value;
};

/** Numbers a schema or the database could get wrong. */
const hostileNumbers: readonly number[] = [
  0,
  -1,
  0.5,
  -0.5,
  1.5,
  -0,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 31 + 1,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e10,
  -1e10,
  1e308,
  -1e308,
  5e-324,
  360,
  720.5,
];

/** Strings that stand for numbers or break storage, parsers or encoders. */
const hostileStrings: readonly string[] = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x10',
  '1',
  '2147483648',
  '9007199254740993',
  '-1',
  'null',
  'true',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uFFFF\uFFFE',
  '😀'.repeat(50),
  '\u202Eevil',
  "'; DROP TABLE projects; --",
  '<script>alert(1)</script>',
  '%00',
  '../../etc/passwd',
  'x'.repeat(101),
  'x'.repeat(2_001),
  'x'.repeat(100_000),
  ' '.repeat(300),
];

/**
 * Any code points, lone surrogates included (fast-check's own `unit: 'binary'` strings cost seconds
 * to set up).
 */
const anyText: fc.Arbitrary<Json> = fc
  .array(fc.oneof(fc.integer({ min: 0, max: 0x7f }), fc.integer({ min: 0, max: 0x10ffff })), {
    maxLength: 40,
  })
  .map((codes) => String.fromCodePoint(...codes));

/** A value of one of the kinds the near-valid bodies put in place of a valid field. */
export const hostileValue = (extra: readonly Json[] = []): fc.Arbitrary<Json> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom<Json>(...hostileNumbers) },
    { weight: 4, arbitrary: fc.constantFrom<Json>(...hostileStrings) },
    { weight: 2, arbitrary: fc.constantFrom<Json>(null, true, false, {}, [], [null], { '': null }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Json>(
        deep(3_000, 1, false),
        deep(3_000, 1, true),
        Array.from({ length: 10_000 }, () => 0),
        Array.from({ length: 10_000 }, (_, i) => [i, i]),
        Array.from({ length: 10_000 }, () => 'x'),
      ),
    },
    { weight: 2, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
    { weight: 2, arbitrary: anyText },
    ...(extra.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom<Json>(...extra) }] : []),
  );

type Path = readonly (string | number)[];

/** Every path inside a JSON value, the root ([]) first. */
export function pathsOf(value: Json, prefix: Path = []): Path[] {
  const out: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...pathsOf(item, [...prefix, i])));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) out.push(...pathsOf(item, [...prefix, key]));
  return out;
}

const clone = (value: Json): Json => structuredClone(value);

/** The value with the node at `path` replaced by what `change` makes of it (undefined removes it). */
function updateAt(value: Json, path: Path, change: (node: Json) => Json | undefined): Json | undefined {
  if (path.length === 0) return change(value);
  const [head, ...rest] = path;
  if (Array.isArray(value) && typeof head === 'number') {
    const copy = [...value];
    const next = updateAt(copy[head] ?? null, rest, change);
    if (next === undefined) copy.splice(head, 1);
    else copy[head] = next;
    return copy;
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && typeof head === 'string') {
    const next = updateAt(value[head] ?? null, rest, change);
    const others = Object.entries(value).filter(([key]) => key !== head);
    return Object.fromEntries(next === undefined ? others : [...others, [head, next]]);
  }
  return value;
}

export type MutationKind = 'replace' | 'remove' | 'extra-key' | 'repeat';

export interface Mutation {
  readonly kind: MutationKind;
  /** Which of the valid body's paths (modulo their number). */
  readonly at: number;
  readonly value: Json;
  readonly key: string;
  /** How many copies a repeat makes. */
  readonly times: number;
}

export const mutationArb = (extra: readonly Json[] = []): fc.Arbitrary<Mutation> =>
  fc.record({
    kind: fc.constantFrom<MutationKind>('replace', 'replace', 'replace', 'remove', 'extra-key', 'repeat'),
    at: fc.nat(),
    value: hostileValue(extra),
    key: fc.oneof(
      fc.constantFrom('__proto__', 'constructor', 'id', 'owner', 'owner_id', 'version', '', '\u0000'),
      fc.string({ maxLength: 12 }),
    ),
    times: fc.constantFrom(2, 1_000, 10_000),
  });

/** A valid body with one change: a field replaced, removed, an extra key, or a part repeated. */
export function applyMutation(valid: Json, mutation: Mutation): Json | undefined {
  const paths = pathsOf(valid);
  const path = paths[mutation.at % paths.length] ?? [];
  switch (mutation.kind) {
    case 'replace':
      return updateAt(clone(valid), path, () => mutation.value);
    case 'remove':
      return updateAt(clone(valid), path, () => undefined);
    case 'extra-key':
      return updateAt(clone(valid), path, (node) =>
        node !== null && typeof node === 'object' && !Array.isArray(node)
          ? { ...node, [mutation.key]: mutation.value }
          : mutation.value,
      );
    case 'repeat':
      // An array (or the node wrapped in one) of 2, 1,000 or 10,000 copies of it.
      return updateAt(clone(valid), path, (node) =>
        Array.from({ length: mutation.times }, () => (Array.isArray(node) ? (node[0] ?? node) : node)),
      );
  }
}

/** Any JSON at all, and objects with the valid body's keys holding any JSON. */
export const randomJson = (keys: readonly string[]): fc.Arbitrary<Json> =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 4 }) as fc.Arbitrary<Json>,
    fc.dictionary(
      keys.length > 0 ? fc.constantFrom(...keys) : fc.string({ maxLength: 8 }),
      fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
      { maxKeys: 6 },
    ),
  );

/** Raw request bodies that are not the JSON they claim to be, or not JSON at all. */
export const rawBody = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
    'multipart/form-data; boundary=x',
  ),
  payload: fc.oneof(
    fc.constantFrom('', '{', '[', 'nul', '{"a":}', '\u0000', '{"__proto__":{"x":1}}', '1e999', '"x"', '[]'),
    fc.string({ maxLength: 60 }),
  ),
});

/** Text for a URL: percent-encoded, and raw bytes that are not UTF-8 at all. */
export const urlText = (values: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    values.map((value) => {
      try {
        return encodeURIComponent(value);
      } catch {
        return '%ED%A0%80';
      }
    }),
    fc.constantFrom('%ED%A0%80', '%FF', '%', '%zz', '%00', '1%00', '1;', '1,2', '..', '%2F'),
  );
