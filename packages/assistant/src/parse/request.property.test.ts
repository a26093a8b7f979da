import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogObjects, type LandscapeObject } from '@plotplan/domain';
import type { AssistantCommand, ObjectRef, Placement } from '../commands/index.js';
import type { ParsedRequest } from './parsed-request.js';
import { parseRequest } from './request.js';
import { vocabulary } from './vocabulary.js';

// Whatever the message, the interpreter answers (never throws), names only codes of the catalog it
// was given, and stays within the bounds the command contract (packages/contract) validates.

function refsOf(command: AssistantCommand): ObjectRef[] {
  const placementRef = (p: Placement | undefined) => (p !== undefined && 'ref' in p ? [p.ref] : []);
  switch (command.kind) {
    case 'add':
      return placementRef(command.placement);
    case 'move':
      return [command.target, ...placementRef(command.placement)];
    case 'rotate':
    case 'resize':
    case 'remove':
      return [command.target];
    case 'swap':
      return [command.a, command.b];
    case 'regenerate':
      return [...command.keep];
    case 'explain':
    case 'sun_hours':
      return command.target === undefined ? [] : [command.target];
    default:
      return [];
  }
}

const metres = (v: number | undefined) => v === undefined || (v > 0 && v <= 1000);

function checkRequest(parsed: ParsedRequest, catalog: readonly LandscapeObject[]): void {
  if (parsed.kind === 'not_understood') return;
  if (parsed.kind === 'unknown_object') {
    expect(parsed.noun.length).toBeGreaterThan(0);
    return;
  }
  const codes = new Set(catalog.map((o) => o.code));
  expect(parsed.commands.length).toBeGreaterThan(0);
  for (const command of parsed.commands) {
    for (const ref of refsOf(command)) {
      expect(ref.codes.length).toBeGreaterThan(0);
      expect(ref.codes.length).toBeLessThanOrEqual(20);
      for (const code of ref.codes) expect(codes.has(code), code).toBe(true);
      expect(ref.noun.length).toBeLessThanOrEqual(60);
      if (ref.quantity !== 'all')
        expect(Number.isInteger(ref.quantity) && ref.quantity >= 1 && ref.quantity <= 50).toBe(true);
    }
    if (command.kind === 'add') {
      expect(codes.has(command.landscape_object), command.landscape_object).toBe(true);
      expect(Number.isInteger(command.count) && command.count >= 1 && command.count <= 50).toBe(true);
      expect(metres(command.size?.width) && metres(command.size?.depth)).toBe(true);
    }
    if (command.kind === 'move' && command.placement.kind === 'shift')
      expect(metres(command.placement.distance_m)).toBe(true);
    if (command.kind === 'rotate') expect(Math.abs(command.degrees)).toBeLessThanOrEqual(360);
    if (command.kind === 'resize') {
      const change = command.change;
      if (change.kind === 'scale') expect(change.factor > 0 && change.factor <= 10).toBe(true);
      else expect(metres(change.width) && metres(change.depth)).toBe(true);
    }
  }
}

// Words the interpreter reacts to, so random messages reach deep into the grammar, not only "?".
const words = [
  ...new Set([
    ...vocabulary.flatMap((e) => e.phrases),
    ...'add remove move rotate make swap keep regenerate undo help why what how is the a an and then , . ? all 2 3 50 51 0.5 -45 m by x wide bigger twice half degrees clockwise north east south-west corner side near of from away it them to a bit further sun hours wrong plot big hot tub'.split(
      ' ',
    ),
  ]),
];
const wordy = fc.array(fc.constantFrom(...words), { maxLength: 40 }).map((w) => w.join(' '));
const catalogs = fc.subarray([...catalogObjects], { minLength: 0 });

// Well-formed requests about any known noun, with numbers and directions drawn at random.
const templates = [
  'add {n} {a}',
  'add a {a} {d} of the {b}',
  'put a {a} in the {d} corner',
  'plant {n} {a} near the {b}',
  'move the {a} {d} of the {b}',
  'move the {a} {n} m {d}',
  'move the {a} a bit to the {d}',
  'move the {a} away from the {b}',
  'rotate the {a} {n} degrees clockwise',
  'make the {a} {n} by {n} m',
  'make the {a} bigger',
  'remove {n} {a}',
  'remove the {a} and the {b}',
  'swap the {a} and the {b}',
  'regenerate but keep the {a} and the {b}',
  'why is the {a} red?',
  'how many sun hours does the {a} get?',
  'add a {a}, then rotate it',
];
const phrases = vocabulary.flatMap((e) => e.phrases);
const directions = ['north', 'south-east', 'west', 'NW', 'northern'];
const wellFormed = fc
  .record({
    template: fc.constantFrom(...templates),
    a: fc.constantFrom(...phrases),
    b: fc.constantFrom(...phrases),
    n: fc.integer({ min: 1, max: 9 }),
    d: fc.constantFrom(...directions),
  })
  .map(({ template, a, b, n, d }) =>
    template.replaceAll('{a}', a).replaceAll('{b}', b).replaceAll('{n}', String(n)).replaceAll('{d}', d),
  );

describe('parseRequest properties', () => {
  it('understands well-formed requests about every known noun', () => {
    fc.assert(
      fc.property(wellFormed, (text) => {
        const parsed = parseRequest(text, catalogObjects);
        expect(parsed.kind, text).toBe('commands');
        checkRequest(parsed, catalogObjects);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps to the catalog given for well-formed requests too', () => {
    fc.assert(
      fc.property(wellFormed, catalogs, (text, catalog) => {
        checkRequest(parseRequest(text, catalog), catalog);
      }),
    );
  });

  it('never throws on arbitrary text and returns only codes of the catalog given', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), catalogs, (text, catalog) => {
        checkRequest(parseRequest(text, catalog), catalog);
      }),
    );
  });

  it('holds for messages made of the words it knows', () => {
    fc.assert(
      fc.property(wordy, catalogs, (text, catalog) => {
        checkRequest(parseRequest(text, catalog), catalog);
      }),
      { numRuns: 500 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(wordy, (text) => {
        expect(parseRequest(text, catalogObjects)).toEqual(parseRequest(text, catalogObjects));
      }),
    );
  });
});
