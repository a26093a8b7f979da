import { describe, expect, it } from 'vitest';
import { generatePlanRequestSchema } from './generations.js';
import { placedObjectSchema, plotSchema } from './plot.js';
import { editActualPlanSchema, projectCreateSchema } from './projects.js';
import { messagesQuerySchema } from './chat.js';
import { normalizeDeg } from '@plotplan/domain';
import { dbId, MAX_DB_ID, queryDbId, storedText } from './scalars.js';

const object = { id: 'h1', landscape_object: 'house_small', shape: 'rect', x: 5, y: 5, width: 6, depth: 6 };
const plot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
  ],
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
};

describe('defect 2: ids and versions are bounded to the database integer', () => {
  it('dbId takes 1..2^31-1 only', () => {
    expect(dbId().safeParse(MAX_DB_ID).success).toBe(true);
    expect(dbId().safeParse(MAX_DB_ID + 1).success).toBe(false);
    expect(dbId().safeParse(0).success).toBe(false);
    expect(queryDbId().safeParse(String(MAX_DB_ID + 1)).success).toBe(false);
    expect(queryDbId().parse('12')).toBe(12);
  });

  it('the request schemas name the field', () => {
    const generate = generatePlanRequestSchema.safeParse({ project: MAX_DB_ID + 1 });
    expect(generate.error?.issues[0]?.path).toEqual(['project']);
    const edit = editActualPlanSchema.safeParse({ generation: 1, base_version: MAX_DB_ID + 1 });
    expect(edit.error?.issues[0]?.path).toEqual(['base_version']);
    expect(messagesQuerySchema.safeParse({ before: '99999999999' }).success).toBe(false);
  });
});

describe('defect 3: stored strings refuse NUL', () => {
  it('storedText refuses U+0000 and keeps other text', () => {
    expect(storedText().safeParse('a\u0000b').success).toBe(false);
    expect(storedText().parse('a\u0001b')).toBe('a\u0001b');
  });

  it('a NUL in a project name or an object id names the field', () => {
    expect(projectCreateSchema.safeParse({ name: '\u0000' }).error?.issues[0]?.path).toEqual(['name']);
    expect(placedObjectSchema.safeParse({ ...object, id: 'h\u0000' }).error?.issues[0]?.path).toEqual(['id']);
  });
});

describe('defect 4: angles are normalised to [0, 360)', () => {
  it.each([
    [0, 0],
    [-0, 0],
    [360, 0],
    [-90, 270],
    [725, 5],
    [1e10, 1e10 % 360],
    [-1e-20, 0],
  ])('%d degrees is %d', (deg, expected) => {
    expect(normalizeDeg(deg)).toBe(expected);
  });

  it('rotation_deg and north_deg come out normalised', () => {
    expect(placedObjectSchema.parse({ ...object, rotation_deg: 1e10 }).rotation_deg).toBe(1e10 % 360);
    expect(plotSchema.parse({ ...plot, north_deg: -45 }).north_deg).toBe(315);
    expect(placedObjectSchema.safeParse({ ...object, rotation_deg: Infinity }).success).toBe(false);
  });

  it('an entrance edge beyond the vertex limit is refused', () => {
    const entrance = { edge: MAX_DB_ID, t: 0.5, width_m: 3 };
    expect(plotSchema.safeParse({ ...plot, entrance }).error?.issues[0]?.path).toEqual(['entrance', 'edge']);
  });
});
