import { objectByCode } from '../../catalog/catalog-objects.js';
import type { LandscapeObject } from '../../model/catalog.js';
import type { PlacedObject } from '../../model/plan.js';
import { rotationAlong } from './garden-block.js';
import type { Item, ItemSet } from '../core/item.js';
import { subjectOf, type RuleSubject } from '../core/rule-model.js';
import type { SelectionItem, ToPlace } from '../core/types.js';
import { zoneOf } from './zones.js';

/**
 * The car's place goes first, square behind the gate (issue 25: circulation first), then big and
 * rule-heavy objects: the house fixes where the toilet, well and sauna may go. The greenhouse starts the kitchen-garden block and beds, berry rows and then compost (the smallest)
 * join it (zone-pull.ts).
 */
export function priorityOf(entry: LandscapeObject): number {
  const has = (t: string): boolean => entry.tags.includes(t);
  // The car's place first: it takes the spot square behind the vehicle gate (gate-parking.ts)
  // before the house can stand there.
  const rank =
    zoneOf({ code: entry.code, tags: new Set(entry.tags) }) === 'parking'
      ? -1
      : has('dwelling')
        ? 0
        : has('building')
          ? 1
          : has('toilet') || has('septic')
            ? 2
            : has('well')
              ? 3
              : has('greenhouse')
                ? 5
                : has('tall_tree')
                  ? 6
                  : has('tree')
                    ? 7
                    : has('bed') || has('planting') || has('compost')
                      ? 8
                      : 9;
  // Larger first within a rank: small things fill the gaps that are left.
  return rank * 10000 - Math.min(9999, entry.width * entry.depth);
}

function rotationsOf(entry: LandscapeObject, axisDeg: number, bedDeg: number | undefined): number[] {
  if (entry.shape === 'circle' || !entry.rotatable) return [0];
  // Beds run one way only (garden-block.ts): long sides north-south, or down a narrow plot.
  if (bedDeg !== undefined && entry.tags.includes('bed'))
    return [rotationAlong(entry.width, entry.depth, bedDeg)];
  const square = entry.width === entry.depth;
  const base = square ? [0] : [0, 90];
  if (axisDeg === 0) return base;
  return [...base, ...base.map((r) => r + axisDeg)];
}

/**
 * The objects to lay out: the locked ones as given, then the selection less what is locked, each
 * with a readable id (`house_small-1`) not taken by a locked object. Throws a RangeError for an
 * unknown code or a count that is not a non-negative integer.
 */
export function buildItems(
  selection: readonly SelectionItem[],
  locked: readonly PlacedObject[],
  catalog: readonly LandscapeObject[],
  axisDeg: number,
  /** The direction beds' long sides run (garden-block.ts bedAxisDeg); undefined: turned like the rest. */
  bedDeg?: number,
  /** Objects placed with their own id and size (GenerateOptions.place), after the locked ones. */
  place: readonly ToPlace[] = [],
): ItemSet {
  const kinds = new Map<string, number>();
  const subjects: RuleSubject[] = [];
  const kindOf = (code: string, entry: LandscapeObject | undefined): number => {
    let k = kinds.get(code);
    if (k === undefined) {
      k = subjects.length;
      kinds.set(code, k);
      subjects.push(subjectOf(entry));
    }
    return k;
  };
  const items: Item[] = [];
  // What an object with its own id and size (locked or placed) brings to its item.
  const ownItem = (o: PlacedObject, entry: LandscapeObject | undefined) => {
    const tags = new Set(entry?.tags ?? []);
    return {
      index: items.length,
      id: o.id,
      code: o.landscape_object,
      kind: kindOf(o.landscape_object, entry),
      shape: o.shape,
      width: o.width,
      depth: o.depth,
      height_m: o.height_m,
      sun: entry?.sun ?? ('any' as const),
      tags,
      zone: zoneOf({ code: o.landscape_object, tags }),
    };
  };
  const lockedCount = new Map<string, number>();
  const usedIds = new Set([...locked, ...place.map((p) => p.object)].map((o) => o.id));
  for (const o of locked) {
    const entry = objectByCode(o.landscape_object, catalog);
    lockedCount.set(o.landscape_object, (lockedCount.get(o.landscape_object) ?? 0) + 1);
    items.push({
      ...ownItem(o, entry),
      rotations: [o.rotation_deg],
      priority: -1,
      locked: o,
    });
  }
  for (const { object: o, keepRotation = false } of place) {
    const entry = objectByCode(o.landscape_object, catalog);
    if (entry === undefined) throw new RangeError(`unknown landscape object "${o.landscape_object}"`);
    // Its own size: the catalog entry's turns and rules, the object's width and depth.
    const sized = { ...entry, width: o.width, depth: o.depth };
    items.push({
      ...ownItem(o, entry),
      rotations:
        keepRotation || o.shape === 'circle' ? [o.rotation_deg] : rotationsOf(sized, axisDeg, bedDeg),
      priority: priorityOf(sized),
    });
  }
  for (const { landscape_object: code, count } of selection) {
    const entry = objectByCode(code, catalog);
    if (entry === undefined) throw new RangeError(`unknown landscape object "${code}"`);
    if (!Number.isInteger(count) || count < 0)
      throw new RangeError(`count of "${code}" must be an integer >= 0`);
    const keep = lockedCount.get(code) ?? 0;
    lockedCount.set(code, Math.max(0, keep - count));
    let serial = 0;
    for (let n = 0; n < count - keep; n++) {
      let id: string;
      do id = `${code}-${++serial}`;
      while (usedIds.has(id));
      usedIds.add(id);
      const tags = new Set(entry.tags);
      items.push({
        index: items.length,
        id,
        code,
        kind: kindOf(code, entry),
        shape: entry.shape,
        width: entry.width,
        depth: entry.depth,
        height_m: entry.height_m,
        sun: entry.sun,
        tags,
        zone: zoneOf({ code, tags }),
        rotations: rotationsOf(entry, axisDeg, bedDeg),
        priority: priorityOf(entry),
      });
    }
  }
  return { items, subjects };
}
