import { PLAN_ELEMENTS, PLAN_INKS } from './palette.js';
import { SCENE_3D_LIGHT } from './scene-3d.js';

/**
 * The marks the editors draw over a plan on screen (handles, guides, measures, findings'
 * labels, the assistant's highlight) and the plan's grid: drawn by the style sheets, which read
 * them as CSS custom properties (`drawingCssProperties`).
 */
export const SCREEN_MARKS = {
  /** Handles' fill, the first corner's fill, and the halo behind labels on the canvas. */
  halo: PLAN_INKS.white,
  /** The snapping guide while an object is dragged. */
  guide: '#db2777',
  /** The distance measured from a dragged object to its neighbours. */
  measure: '#1d4ed8',
  /** A warning's label text (darker than the warning's line, to be read on grass). */
  warningText: '#92400e',
  /** What the assistant's last reply added or changed. */
  highlighted: PLAN_ELEMENTS.compareMoved,
  /** The metre (or foot) grid's lines. */
  gridMinor: '#e6ebe7',
  gridMajor: '#cfd8d2',
  /** The summary's plan drawing's sheet. */
  summarySheet: '#fbfcfa',
} as const;

/** The generator's zones, outlined on the gallery cards and the preview. */
export const ZONE_INKS = {
  entry: '#b45309',
  living: '#7c3aed',
  garden: '#15803d',
  utility: '#475569',
  orchard: '#0f766e',
} as const;

/**
 * The style table's colours the style sheets use, as `--drawing-*` custom properties: set once on
 * the document by the web app, so a colour changed here changes on screen too.
 */
export function drawingCssProperties(): ReadonlyArray<readonly [name: string, value: string]> {
  return [
    ['--drawing-halo', SCREEN_MARKS.halo],
    ['--drawing-guide', SCREEN_MARKS.guide],
    ['--drawing-measure', SCREEN_MARKS.measure],
    ['--drawing-warning-text', SCREEN_MARKS.warningText],
    ['--drawing-highlighted', SCREEN_MARKS.highlighted],
    ['--drawing-grid-minor', SCREEN_MARKS.gridMinor],
    ['--drawing-grid-major', SCREEN_MARKS.gridMajor],
    ['--drawing-summary-sheet', SCREEN_MARKS.summarySheet],
    ['--drawing-protected-area', PLAN_ELEMENTS.protectedArea.ink],
    ['--drawing-existing-tree', PLAN_ELEMENTS.existingTree.ink],
    ['--drawing-north', PLAN_ELEMENTS.north],
    ['--drawing-object-outline', PLAN_ELEMENTS.objectOutline.ink],
    ['--drawing-sky', SCENE_3D_LIGHT.skyDay],
    ...Object.entries(ZONE_INKS).map(([zone, ink]) => [`--drawing-zone-${zone}`, ink] as const),
  ];
}
