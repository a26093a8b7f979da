import type { FootprintShape, LandscapeObject } from '../model/catalog.js';
import { catalogObjectTypes, type ObjectTypeCode } from './object-types.js';
import type { CatalogTag } from './tags.js';

/** A [min, max] range in metres. */
type Range = readonly [min: number, max: number];

/** What every spec states as the object has it; the type by code, the tags from the closed list. */
interface Common extends Pick<
  LandscapeObject,
  'id' | 'code' | 'name' | 'description' | 'height_m' | 'sun' | 'fire_class' | 'icon' | 'sources'
> {
  readonly type: ObjectTypeCode;
  readonly tags: readonly CatalogTag[];
}

export interface RectSpec extends Common {
  /** Default width x depth. */
  readonly size: readonly [width: number, depth: number];
  readonly width_range: Range;
  readonly depth_range: Range;
  /** Default true: most rectangles may turn. */
  readonly rotatable?: boolean;
}

/** A square: one default side and one range for both width and depth. */
export interface SquareSpec extends Common {
  readonly side: number;
  readonly side_range: Range;
  /** Default true. */
  readonly rotatable?: boolean;
}

export interface CircleSpec extends Common {
  readonly diameter: number;
  readonly diameter_range: Range;
}

function typeOf(code: ObjectTypeCode): { id: number; color: string } {
  const type = catalogObjectTypes.find((t) => t.code === code);
  // The type codes are a closed union matching catalogObjectTypes; the catalog test checks both.
  if (type === undefined) throw new Error(`unknown object type ${code}`);
  return type;
}

type SizeFields =
  'shape' | 'width' | 'depth' | 'min_width' | 'max_width' | 'min_depth' | 'max_depth' | 'rotatable';

function common(spec: Common): Omit<LandscapeObject, SizeFields> {
  const type = typeOf(spec.type);
  return {
    id: spec.id,
    code: spec.code,
    name: spec.name,
    object_type: type.id,
    description: spec.description,
    height_m: spec.height_m,
    sun: spec.sun,
    ...(spec.fire_class === undefined ? {} : { fire_class: spec.fire_class }),
    tags: spec.tags,
    // Objects share their type's colour so the plan, catalog and legends agree.
    color: type.color,
    icon: spec.icon,
    sources: spec.sources,
  };
}

function footprint(
  shape: FootprintShape,
  [width, depth]: readonly [number, number],
  widthRange: Range,
  depthRange: Range,
  rotatable: boolean,
): Pick<LandscapeObject, SizeFields> {
  return {
    shape,
    width,
    depth,
    min_width: widthRange[0],
    max_width: widthRange[1],
    min_depth: depthRange[0],
    max_depth: depthRange[1],
    rotatable,
  };
}

export function rectObject(spec: RectSpec): LandscapeObject {
  const { size, width_range, depth_range, rotatable = true } = spec;
  return { ...common(spec), ...footprint('rect', size, width_range, depth_range, rotatable) };
}

/** A rect with width = depth = side, sized alike both ways. */
export function squareObject(spec: SquareSpec): LandscapeObject {
  const { side, side_range, rotatable = true } = spec;
  return { ...common(spec), ...footprint('rect', [side, side], side_range, side_range, rotatable) };
}

/** A round footprint: width = depth = diameter, and turning it changes nothing. */
export function circleObject(spec: CircleSpec): LandscapeObject {
  const { diameter, diameter_range } = spec;
  return {
    ...common(spec),
    ...footprint('circle', [diameter, diameter], diameter_range, diameter_range, false),
  };
}
