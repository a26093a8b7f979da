import type { ImportedBoundary, Plot } from '@plotplan/domain';
import { edgesFor } from '../boundary/boundary-builders';

/**
 * The plot with an imported boundary in place, as any boundary change on the preparation step
 * does it: side descriptions kept only when the corner count is the same, the entrance dropped,
 * protected areas kept. North comes from the import; a geographic file also sets the location and
 * the geo-reference, any other drops the old geo-reference (the new corners are in another frame).
 */
export function withImportedBoundary(plot: Plot, imported: ImportedBoundary): Plot {
  const location = imported.location ?? plot.location;
  return {
    boundary: imported.boundary,
    north_deg: imported.north_deg,
    edges: edgesFor(imported.boundary, plot.edges),
    protected_areas: plot.protected_areas,
    rule_pack: plot.rule_pack,
    ...(plot.rule_overrides === undefined ? {} : { rule_overrides: plot.rule_overrides }),
    ...(location === undefined ? {} : { location }),
    ...(imported.georef === undefined ? {} : { georef: imported.georef }),
  };
}
