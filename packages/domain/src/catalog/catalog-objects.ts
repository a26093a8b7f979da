import type { LandscapeObject, ObjectType } from '../model/catalog.js';
import { catalogObjectTypes } from './object-types.js';
import { livestockObjects, sanitaryObjects } from './objects-animals-sanitary.js';
import { dwellingObjects, outbuildingObjects } from './objects-buildings.js';
import { hardscapeObjects, playObjects, recreationObjects } from './objects-leisure.js';
import { gardenObjects, ornamentalObjects, treeObjects } from './objects-plants.js';
import { waterObjects } from './objects-water.js';

/** Every built-in landscape object, by id. Ids and codes are stable: plans refer to codes. */
export const catalogObjects: readonly LandscapeObject[] = [
  ...dwellingObjects,
  ...outbuildingObjects,
  ...livestockObjects,
  ...sanitaryObjects,
  ...waterObjects,
  ...gardenObjects,
  ...treeObjects,
  ...ornamentalObjects,
  ...recreationObjects,
  ...playObjects,
  ...hardscapeObjects,
].sort((a, b) => a.id - b.id);

// Lookups on any catalog (the server may serve its own rows); indexes are built once per array.
const byCode = new WeakMap<readonly LandscapeObject[], ReadonlyMap<string, LandscapeObject>>();

/** The object with this code in `objects` (default: the built-in catalog). */
export function objectByCode(
  code: string,
  objects: readonly LandscapeObject[] = catalogObjects,
): LandscapeObject | undefined {
  let index = byCode.get(objects);
  if (index === undefined) {
    index = new Map(objects.map((o) => [o.code, o]));
    byCode.set(objects, index);
  }
  return index.get(code);
}

export function objectById(
  id: number,
  objects: readonly LandscapeObject[] = catalogObjects,
): LandscapeObject | undefined {
  return objects.find((o) => o.id === id);
}

export function objectTypeById(
  id: number,
  types: readonly ObjectType[] = catalogObjectTypes,
): ObjectType | undefined {
  return types.find((t) => t.id === id);
}

export function objectTypeByCode(
  code: string,
  types: readonly ObjectType[] = catalogObjectTypes,
): ObjectType | undefined {
  return types.find((t) => t.code === code);
}

/** The objects of one type, in id order. */
export function objectsOfType(
  typeId: number,
  objects: readonly LandscapeObject[] = catalogObjects,
): LandscapeObject[] {
  return objects.filter((o) => o.object_type === typeId);
}
