/**
 * The plan's inks and paper: every colour a plan drawing uses that is not an object family's or a
 * surrounding's. Grouped by the element drawn; where the screen and the paper differ, both are here
 * side by side (`screen`, `paper`), so a change to how an element looks is made in one place.
 */
export const PLAN_INKS = {
  /** Text and line work on screen: side labels, the scale bar, gate posts. */
  screen: '#1f2937',
  /** Object names on the canvas and the popover's text. */
  label: '#1c1917',
  /** Text and line work on paper (the app's text colour): titles, outlines, dimensions' labels. */
  paper: '#1c2420',
  /** Second-rank text on paper (the title block's lower lines, neighbours' plot names). */
  paperMuted: '#56615b',
  /** The metre grid's numbers. */
  grid: '#4b5563',
  /** Thin dark outlines: the popover's border, fences. */
  outline: '#44403c',
  /** Paper white: halos behind text, the sheet, backdrops, the north arrow's disc. */
  white: '#ffffff',
} as const;

/** The plot itself, its paths, protected areas and trees, entrances and dimensions. */
export const PLAN_ELEMENTS = {
  /** The plot's area on paper, and on thumbnails (the generation cards' and the server's). */
  plot: { paper: '#f3f6ef', thumbnail: '#eef5ea', boundary: PLAN_INKS.paper },
  /**
   * Paths: a light grey strip (paved by the paving family's pattern on screen) with a darker edge,
   * `edgeWidth_m` metres wide on each side.
   */
  path: { fill: '#e7e5e4', edge: '#a8a29e', edgeWidth_m: 0.08 },
  /** Protected areas: red, dashed; a faint fill of the same red. */
  protectedArea: { ink: '#b42318', fillOpacity: 0.12, dash: [1.5, 1] },
  /** Existing trees kept on the plot: green, dashed. */
  existingTree: { ink: '#15803d', dash: [1.5, 1] },
  /** The vehicle gate and the pedestrian wicket. */
  gate: '#1a5fd1',
  wicket: '#0f766e',
  /** Building-to-boundary dimension lines on paper. */
  dimension: '#1f5fa8',
  /** The north arrow's needle. */
  north: '#b42318',
  /** The editor's outline of a moved object when two variants are compared. */
  compareMoved: '#7c3aed',
  /** Plan objects' outline on screen and on thumbnails: black at this opacity. */
  objectOutline: { ink: '#000000', opacity: 0.55, fillOpacity: 0.85 },
} as const;

/** Text halo on screen: a white outline painted under the letters. */
export const TEXT_HALO = {
  paintOrder: 'stroke',
  stroke: PLAN_INKS.white,
  strokeWidth: 3,
  strokeLinejoin: 'round',
} as const;

/** The server's project thumbnails: the card's background and the empty state's outline. */
export const THUMBNAIL_LOOK = { background: '#f8fafc', emptyOutline: '#64748b' } as const;
