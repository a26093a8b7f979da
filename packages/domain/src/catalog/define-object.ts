import type { LandscapeObject, SunNeed } from '../model/catalog.js';
import { catalogObjectTypes, type ObjectTypeCode } from './object-types.js';
import type { CatalogTag } from './tags.js';

/** A [min, max] range in metres. */
type Range = readonly [min: number, max: number];

interface Common {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly type: ObjectTypeCode;
  readonly description: string;
  readonly height_m: number;
  readonly sun: SunNeed;
  readonly fire_class?: 'combustible' | 'noncombustible';
  readonly tags: readonly CatalogTag[];
  readonly icon: string;
  readonly sources: readonly string[];
}

export interface RectSpec extends Common {
  /** Default width x depth. */
  readonly size: readonly [width: number, depth: number];
  readonly width_range: Range;
  readonly depth_range: Range;
  /** Default true: most rectangles may turn. */
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

export function rectObject(spec: RectSpec): LandscapeObject {
  return {
    ...common(spec),
    shape: 'rect',
    width: spec.size[0],
    depth: spec.size[1],
    min_width: spec.width_range[0],
    max_width: spec.width_range[1],
    min_depth: spec.depth_range[0],
    max_depth: spec.depth_range[1],
    rotatable: spec.rotatable ?? true,
  };
}

/** A round footprint: width = depth = diameter, and turning it changes nothing. */
export function circleObject(spec: CircleSpec): LandscapeObject {
  return {
    ...common(spec),
    shape: 'circle',
    width: spec.diameter,
    depth: spec.diameter,
    min_width: spec.diameter_range[0],
    max_width: spec.diameter_range[1],
    min_depth: spec.diameter_range[0],
    max_depth: spec.diameter_range[1],
    rotatable: false,
  };
}
