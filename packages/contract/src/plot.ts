import {
  buildingMaterials,
  edgeKinds,
  footprintShapes,
  pathPointCount,
  planLimits,
  plotLimits,
  protectedAreaKinds,
  rulePackIds,
  unitSystems,
  wicketProblems,
  type Plan,
  type Plot,
} from '@plotplan/domain';
import { z } from 'zod';
import { angleDeg, storedText } from './scalars.js';

const {
  maxCoordinateM: MAX_COORDINATE_M,
  maxVertices: MAX_VERTICES,
  maxProtectedAreas: MAX_PROTECTED_AREAS,
} = plotLimits;
export const MAX_PLAN_OBJECTS = planLimits.maxObjects;
export const MAX_PATH_POINTS = planLimits.maxPathPoints;

const finite = (what: string) =>
  z.number({ error: `${what} must be a number.` }).finite(`${what} must be finite.`);
const coordinate = finite('A coordinate')
  .min(-MAX_COORDINATE_M, 'Coordinates must be within 10 km of the origin.')
  .max(MAX_COORDINATE_M, 'Coordinates must be within 10 km of the origin.');
export const pointSchema = z.tuple([coordinate, coordinate]);
const positive = (what: string, max: number) =>
  finite(what).gt(0, `${what} must be more than 0.`).max(max, `${what} must be at most ${max}.`);
const nonNegative = (what: string, max: number) =>
  finite(what).min(0, `${what} cannot be negative.`).max(max, `${what} must be at most ${max}.`);
const label = storedText().trim().max(100, 'Ensure this field has no more than 100 characters.');

export const edgeKindSchema = z.enum(edgeKinds);

const buildingMaterialSchema = z.enum(buildingMaterials);

export const plotEdgeSchema = z.object({
  kind: edgeKindSchema,
  building: z
    .object({
      offset_m: nonNegative('The offset', 500),
      height_m: positive('The height', 200),
      material: buildingMaterialSchema,
      // Its size and place along the side (issue 25): the sun engine shades with the house as entered.
      length_m: positive("The house's length", 200).optional(),
      depth_m: positive("The house's depth", 200).optional(),
      along_m: finite('The position along the side')
        .min(-500, 'The position along the side must be within 500 m of its corner.')
        .max(500, 'The position along the side must be within 500 m of its corner.')
        .optional(),
    })
    .optional(),
  fence_height_m: nonNegative('The fence height', 10).optional(),
});

export const areaShapeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('polygon'),
    points: z.array(pointSchema).min(3, 'A polygon needs at least 3 points.').max(MAX_VERTICES),
  }),
  z.object({ type: z.literal('circle'), center: pointSchema, radius: positive('The radius', 1000) }),
]);

const protectedAreaKindSchema = z.enum(protectedAreaKinds);

export const protectedAreaSchema = z.object({
  id: storedText().trim().min(1).max(64),
  kind: protectedAreaKindSchema,
  shape: areaShapeSchema,
  height_m: nonNegative('The height', 200).optional(),
  label: label.default(''),
});

const geoLocationSchema = z.object({
  lat: finite('The latitude')
    .min(-90, 'Latitude is between -90 and 90.')
    .max(90, 'Latitude is between -90 and 90.'),
  lon: finite('The longitude')
    .min(-180, 'Longitude is between -180 and 180.')
    .max(180, 'Longitude is between -180 and 180.'),
});

const rulePackIdSchema = z.enum(rulePackIds);

const openingEdge = z.number().int().min(0).max(MAX_VERTICES);
const openingAt = finite('The position').min(0).max(1);

/**
 * The shape of a plot; geometry (simple polygon, area, areas inside) is checked by the domain's
 * plotProblems. The wicket's place (a street or driveway side, within it, clear of the gate) is
 * checked here too, so that a refused wicket names its field wherever the plot is parsed.
 */
export const plotSchema = z
  .object({
    boundary: z
      .array(pointSchema)
      .min(3, 'A boundary needs at least 3 vertices.')
      .max(MAX_VERTICES + 1, `A boundary can have at most ${MAX_VERTICES} vertices.`),
    north_deg: angleDeg('The north angle').default(0),
    edges: z.array(plotEdgeSchema).max(MAX_VERTICES + 1),
    // The vehicle gate; the name is kept from when a plot had one way in.
    entrance: z
      .object({ edge: openingEdge, t: openingAt, width_m: positive('The entrance width', 50) })
      .optional(),
    // The pedestrian wicket (issue 25); unset, it shares the gate's opening (domain plotWicket).
    wicket: z
      .object({
        edge: openingEdge,
        t: openingAt,
        width_m: finite('The wicket width')
          .min(0.5, 'A wicket is at least 0.5 m wide.')
          .max(3, 'A wicket is at most 3 m wide; a wider opening is a vehicle gate.'),
      })
      .optional(),
    protected_areas: z.array(protectedAreaSchema).max(MAX_PROTECTED_AREAS).default([]),
    location: geoLocationSchema.optional(),
    georef: geoLocationSchema
      .extend({ x: coordinate, y: coordinate })
      .refine((g) => Math.abs(g.lat) <= 84, {
        message: 'A geo-referenced plot must lie between 84° S and 84° N.',
        path: ['lat'],
      })
      .optional(),
    rule_pack: rulePackIdSchema.default('ru-snt'),
    rule_overrides: z.record(storedText().max(64), nonNegative('A rule value', 1000)).optional(),
    units: z.enum(unitSystems).optional(),
  })
  .superRefine((plot, ctx) => {
    for (const { path, message } of wicketProblems(plot))
      ctx.addIssue({ code: 'custom', path: [...path], message });
  }) satisfies z.ZodType<Plot, unknown>;

export const footprintShapeSchema = z.enum(footprintShapes);

export const placedObjectSchema = z.object({
  id: storedText().trim().min(1).max(64),
  landscape_object: storedText().min(1).max(64),
  shape: footprintShapeSchema,
  x: coordinate,
  y: coordinate,
  rotation_deg: angleDeg('The rotation').default(0),
  width: positive('The width', 500),
  depth: positive('The depth', 500),
  height_m: nonNegative('The height', 200).default(0),
  locked: z.boolean().default(false),
  label: label.optional(),
});

export const planSchema = z
  .object({
    objects: z
      .array(placedObjectSchema)
      .max(MAX_PLAN_OBJECTS, `A plan can hold at most ${MAX_PLAN_OBJECTS} objects.`),
    paths: z
      .array(
        z.object({
          id: storedText().min(1).max(64),
          points: z.array(pointSchema).min(2).max(MAX_VERTICES),
          width_m: positive('The path width', 20),
        }),
      )
      .max(MAX_PLAN_OBJECTS)
      .optional(),
  })
  .superRefine((plan, ctx) => {
    const pathPoints = pathPointCount(plan);
    if (pathPoints > MAX_PATH_POINTS)
      ctx.addIssue({
        code: 'custom',
        path: ['paths'],
        message: `The paths have ${pathPoints} points in all; at most ${MAX_PATH_POINTS} are allowed.`,
      });
    const seen = new Set<string>();
    plan.objects.forEach((object, i) => {
      if (seen.has(object.id))
        ctx.addIssue({
          code: 'custom',
          path: ['objects', i, 'id'],
          message: `The id "${object.id}" is used twice.`,
        });
      seen.add(object.id);
    });
  }) satisfies z.ZodType<Plan, unknown>;
