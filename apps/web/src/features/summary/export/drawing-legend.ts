import { neighbourHouses, PLAN_ELEMENTS } from '@plotplan/contract/drawing';
import { unitSystemOf, type PlacedObject } from '@plotplan/domain';
import { edgeKindStyle, FAMILY_STYLES, styleFor } from '../../../lib/plan-canvas';
import type { LegendEntry } from './drawing-sidebar';
import { NEIGHBOUR_HOUSE_FILL, NEIGHBOUR_HOUSE_INK } from './drawing-surroundings';
import type { DrawingObjectStyle, Stroke } from './drawing-types';
import type { PlanDrawingInput } from './drawing-input';
import { getLocale, t as interfaceT, type Translate } from '../../../lib/i18n';
import { drawingT } from './drawing-text';

const { protectedArea, existingTree } = PLAN_ELEMENTS;
export const PROTECTED: Stroke = { color: protectedArea.ink, width_mm: 0.3, dash_mm: protectedArea.dash };
export const TREE: Stroke = { color: existingTree.ink, width_mm: 0.3, dash_mm: existingTree.dash };
export const DIMENSION: Stroke = { color: PLAN_ELEMENTS.dimension, width_mm: 0.25 };
export const ENTRANCE_COLOR = PLAN_ELEMENTS.gate;
export const WICKET_COLOR = PLAN_ELEMENTS.wicket;

export const dashOf = (dash: string | undefined) =>
  dash === undefined ? undefined : dash.split(' ').map((v) => Number(v) * 0.25);

/**
 * Name, family and fill as on screen (styleFor), plus the legend's group (the family's label) and
 * whether it is a building.
 */
export function drawingStyleFor(
  styles: ReadonlyMap<string, DrawingObjectStyle>,
  object: PlacedObject,
  t: Translate = interfaceT,
) {
  const style = styles.get(object.landscape_object);
  const kit = styleFor(styles, object.landscape_object, object.label);
  return {
    ...kit,
    type: style?.type ?? t(kit.family === undefined ? 'family.other' : FAMILY_STYLES[kit.family].label),
    building: style?.building ?? false,
  };
}

/** The legend: boundary kinds, gate and wicket, the neighbour's house, protected areas, then each family. */
export function legendEntries(input: PlanDrawingInput): LegendEntry[] {
  const { plot, plan } = input;
  const t = drawingT(input.locale ?? getLocale());
  const kinds = [...new Set(plot.boundary.map((_, i) => plot.edges[i]?.kind ?? 'unknown'))];
  const entries: LegendEntry[] = kinds.map((kind) => {
    const style = edgeKindStyle[kind];
    const dash = dashOf(style.dash);
    return {
      label: t('edge.legend', { kind: t(style.lower) }),
      swatch: {
        kind: 'line',
        stroke: { color: style.color, width_mm: 0.8, ...(dash ? { dash_mm: dash } : {}) },
      },
    };
  });
  if (plot.entrance !== undefined)
    entries.push({
      label: t('neighbors.entrance'),
      swatch: { kind: 'line', stroke: { color: ENTRANCE_COLOR, width_mm: 1.5 } },
    });
  if (plot.wicket !== undefined)
    entries.push({
      label: t('neighbors.wicket'),
      swatch: { kind: 'line', stroke: { color: WICKET_COLOR, width_mm: 1.5, dash_mm: [1, 0.6] } },
    });
  if (neighbourHouses(plot).length > 0)
    entries.push({
      label: t('canvas.neighbourHouse'),
      swatch: {
        kind: 'fill',
        fill: NEIGHBOUR_HOUSE_FILL,
        stroke: { color: NEIGHBOUR_HOUSE_INK, width_mm: 0.3 },
        hatch: NEIGHBOUR_HOUSE_INK,
      },
    });
  const trees = plot.protected_areas.filter((a) => a.kind === 'existing_tree').length;
  if (trees > 0)
    entries.push({
      label: t('area.existingTree'),
      swatch: { kind: 'fill', fill: TREE.color, fillOpacity: 0.18, stroke: TREE },
    });
  if (plot.protected_areas.length > trees)
    entries.push({
      label: t('drawing.protectedArea'),
      swatch: {
        kind: 'fill',
        fill: PROTECTED.color,
        fillOpacity: protectedArea.fillOpacity,
        stroke: PROTECTED,
      },
    });
  // One row per family (or, for kinds the kit does not know, per type), as on the plan.
  const groups = new Map<string, LegendEntry>();
  for (const object of plan?.objects ?? []) {
    const style = drawingStyleFor(input.styles, object, t);
    const label = style.type;
    if (groups.has(label)) continue;
    groups.set(label, {
      label,
      swatch:
        style.family === undefined
          ? { kind: 'fill', fill: style.color }
          : { kind: 'family', family: style.family },
    });
  }
  entries.push(...groups.values());
  if ((plan?.objects ?? []).some((o) => drawingStyleFor(input.styles, o).building))
    entries.push({
      label: t(
        unitSystemOf(input.plot) === 'imperial'
          ? 'drawing.buildingToBoundaryFt'
          : 'drawing.buildingToBoundaryM',
      ),
      swatch: { kind: 'line', stroke: DIMENSION },
    });
  return entries;
}
