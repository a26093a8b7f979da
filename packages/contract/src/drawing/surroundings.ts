import type { EdgeKind } from '@plotplan/domain';
import { PLAN_INKS } from './palette.js';

/** What lies beyond a side: the kinds that are drawn as a band (streets, forests, water, fields). */
export type BandKind = 'street' | 'driveway' | 'forest' | 'water' | 'field';

export interface BandLook {
  /** The band's ground on the canvas and on paper. */
  readonly fill: string;
  /** The band's plain tone on a thumbnail (no pattern there). */
  readonly flat: string;
  /** The far edge's line. */
  readonly edge: string;
  /** The pattern's marks (tree crowns, waves, rows), where the band has a pattern. */
  readonly mark?: string;
  /** The canvas pattern's name, defined by the canvas. */
  readonly pattern?: 'trees' | 'waves' | 'rows';
  /** The far edge's dash on the canvas (px) and on a thumbnail (in band depths). */
  readonly dash?: string;
  readonly thumbnailDash?: string;
}

export const BAND_LOOKS: Readonly<Record<BandKind, BandLook>> = {
  street: { fill: '#d6d3d1', flat: '#d6d3d1', edge: '#57534e' },
  driveway: { fill: '#e7e5e4', flat: '#e7e5e4', edge: '#78716c', dash: '6 4', thumbnailDash: '1 0.6' },
  forest: {
    fill: '#ecfdf5',
    flat: '#bbf7d0',
    edge: '#15803d',
    mark: '#bbf7d0',
    pattern: 'trees',
    thumbnailDash: '0.6 0.6',
  },
  water: { fill: '#dbeafe', flat: '#bfdbfe', edge: '#1d4ed8', pattern: 'waves' },
  field: {
    fill: '#f7f7e1',
    flat: '#f1f1c8',
    edge: '#7c7c2a',
    mark: '#7c7c2a',
    pattern: 'rows',
    thumbnailDash: '0.3 0.6',
  },
};

/** A street's centre line over its band. */
export const STREET_CENTRE_LINE = PLAN_INKS.white;
/** A forest band's tree crowns on paper. */
export const PAPER_CROWN_FILL = '#d1fae5';

/** The line along each side of the plot by what lies beyond it (the plot steps and the canvas). */
export const SIDE_LINES: Readonly<Record<EdgeKind, { readonly color: string; readonly dash?: string }>> = {
  street: { color: '#4b5563' },
  driveway: { color: '#8b8f99', dash: '8 4' },
  neighbor: { color: '#b45309' },
  forest: { color: '#15803d' },
  water: { color: '#1d4ed8' },
  field: { color: '#7c7c2a' },
  unknown: { color: '#94a3b8', dash: '3 5' },
};

/** A neighbour's house: hatched on screen and thumbnails, a grey block with hatching on paper. */
export const NEIGHBOUR_HOUSE = {
  hatchGround: '#fde7d6',
  ink: '#7c2d12',
  paperFill: '#e7e5e4',
  paperInk: '#57534e',
} as const;

/** A fence along a side: a thin line with crosses. */
export const FENCE_INK = PLAN_INKS.outline;
