import type { LandscapeObject, ObjectType } from '../model/catalog.js';
import { isCatalogTag } from './tags.js';

const CODE = /^[a-z][a-z0-9_]*$/;
const HEX = /^#[0-9a-f]{6}$/;

function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  const dup = new Set<T>();
  for (const v of values) (seen.has(v) ? dup : seen).add(v);
  return [...dup];
}

function typeProblems(types: readonly ObjectType[]): string[] {
  const out: string[] = [];
  for (const id of duplicates(types.map((t) => t.id))) out.push(`object type id ${id} is used twice`);
  for (const code of duplicates(types.map((t) => t.code))) out.push(`object type code ${code} is used twice`);
  for (const c of duplicates(types.map((t) => t.color))) out.push(`object type colour ${c} is used twice`);
  for (const t of types) {
    if (!CODE.test(t.code)) out.push(`object type ${t.id}: code "${t.code}" is not snake_case`);
    if (!HEX.test(t.color)) out.push(`object type ${t.code}: colour "${t.color}" is not #rrggbb`);
    if (t.icon === '') out.push(`object type ${t.code}: no icon`);
  }
  return out;
}

function sizeProblems(o: LandscapeObject): string[] {
  const out: string[] = [];
  const axes = [
    ['width', o.min_width, o.width, o.max_width],
    ['depth', o.min_depth, o.depth, o.max_depth],
  ] as const;
  for (const [axis, min, value, max] of axes) {
    if (!(min > 0 && min <= value && value <= max && Number.isFinite(max))) {
      out.push(`${o.code}: ${axis} needs 0 < min <= default <= max, got ${min} <= ${value} <= ${max}`);
    }
  }
  if (
    o.shape === 'circle' &&
    (o.width !== o.depth || o.min_width !== o.min_depth || o.max_width !== o.max_depth)
  ) {
    out.push(`${o.code}: a circle's width and depth (its diameter) must agree`);
  }
  if (!(o.height_m >= 0 && Number.isFinite(o.height_m))) out.push(`${o.code}: height must be >= 0`);
  return out;
}

function objectProblems(o: LandscapeObject, typeIds: ReadonlySet<number>): string[] {
  const out = sizeProblems(o);
  if (!CODE.test(o.code)) out.push(`object ${o.id}: code "${o.code}" is not snake_case`);
  if (!typeIds.has(o.object_type)) out.push(`${o.code}: unknown object type ${o.object_type}`);
  if (!HEX.test(o.color)) out.push(`${o.code}: colour "${o.color}" is not #rrggbb`);
  if (o.icon === '') out.push(`${o.code}: no icon`);
  if (o.sources.length === 0) out.push(`${o.code}: no sources for its numbers`);
  for (const tag of o.tags) if (!isCatalogTag(tag)) out.push(`${o.code}: unknown tag "${tag}"`);
  for (const tag of duplicates(o.tags)) out.push(`${o.code}: tag "${tag}" is repeated`);
  return out;
}

/**
 * The catalog's own invariants, as readable problems (empty when all hold): unique ids, codes and
 * type colours, min <= default <= max sizes, circles with equal width and depth, known object
 * types and tags, and a source for every object.
 */
export function validateCatalog(types: readonly ObjectType[], objects: readonly LandscapeObject[]): string[] {
  const out = typeProblems(types);
  for (const id of duplicates(objects.map((o) => o.id))) out.push(`object id ${id} is used twice`);
  for (const code of duplicates(objects.map((o) => o.code))) out.push(`object code ${code} is used twice`);
  const typeIds = new Set(types.map((t) => t.id));
  for (const o of objects) out.push(...objectProblems(o, typeIds));
  return out;
}
