import { plotImportRoutes as routes } from '@plotplan/contract';
import { importBoundary } from '@plotplan/domain';
import type { FastifyInstance } from 'fastify';
import { InvalidInput } from '../../errors/domain-errors.js';
import { addRoute } from '../../http/api-route.js';

const tags = ['plot import'];

/** Reads a boundary file into plan metres for any signed-in user; nothing is stored. */
export function registerPlotImportRoutes(app: FastifyInstance): void {
  addRoute(
    app,
    tags,
    routes.importBoundary,
    {
      summary:
        'Read a plot boundary from GeoJSON, KML, a corner list (CSV/TXT), DXF or an EGRN extract / KPZU plan (XML)',
      description:
        'Answers the boundary in plan metres (counter-clockwise, starting at 0, 0), its area and side ' +
        'lengths, and for geographic files the location and geo-reference; or 400 with the ' +
        'problems in words under `content`. The client saves the plot as usual.',
    },
    async ({ body }) => {
      const result = importBoundary(body.content, {
        format: body.format,
        ...(body.axis_order === undefined ? {} : { axisOrder: body.axis_order }),
        ...(body.outline === undefined ? {} : { outline: body.outline }),
      });
      if (!result.ok) throw new InvalidInput({ content: [...result.errors] });
      const { boundary, north_deg, location, georef, area_m2, sides_m } = result;
      const { outlines, ...summary } = result.summary;
      return {
        boundary: boundary.map(([x, y]): [number, number] => [x, y]),
        north_deg,
        ...(location === undefined ? {} : { location }),
        ...(georef === undefined ? {} : { georef }),
        area_m2,
        sides_m: [...sides_m],
        summary: {
          ...summary,
          notes: [...summary.notes],
          ...(outlines === undefined ? {} : { outlines: [...outlines] }),
        },
      };
    },
  );
}
