import type { SelectionItem } from '@plotplan/contract';
import type { EdgeKind, Plot } from '@plotplan/domain';

export interface SamplePlot {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly plot: Plot;
  /** The preset (selection/presets.ts) that suits the plot. */
  readonly presetId: string;
}

const edges = (...kinds: EdgeKind[]) => kinds.map((kind) => ({ kind }));

/** Built-in plots for the generator bench; each passes the domain's plotProblems. */
export const samplePlots: readonly SamplePlot[] = [
  {
    id: 'garden-20x30',
    name: 'Garden plot 20 × 30 m',
    description: 'The common garden plot (ru-snt), street on the short side.',
    presetId: 'garden',
    plot: {
      boundary: [
        [0, 0],
        [20, 0],
        [20, 30],
        [0, 30],
      ],
      north_deg: 0,
      edges: edges('street', 'neighbor', 'neighbor', 'neighbor'),
      entrance: { edge: 0, t: 0.5, width_m: 4 },
      protected_areas: [],
      location: { lat: 55.75, lon: 37.62 },
      rule_pack: 'ru-snt',
    },
  },
  {
    id: 'narrow-15x40',
    name: 'Narrow plot 15 × 40 m',
    description: 'A long, narrow garden plot (ru-snt) with neighbours on three sides.',
    presetId: 'garden',
    plot: {
      boundary: [
        [0, 0],
        [15, 0],
        [15, 40],
        [0, 40],
      ],
      north_deg: 20,
      edges: edges('street', 'neighbor', 'field', 'neighbor'),
      entrance: { edge: 0, t: 0.3, width_m: 3.5 },
      protected_areas: [],
      location: { lat: 56.32, lon: 44.0 },
      rule_pack: 'ru-snt',
    },
  },
  {
    id: 'corner-25x40',
    name: 'Corner plot 25 × 40 m',
    description: 'A house plot (ru-izhs) on a corner: a street in front and a driveway at the side.',
    presetId: 'family',
    plot: {
      boundary: [
        [0, 0],
        [25, 0],
        [25, 40],
        [0, 40],
      ],
      north_deg: 0,
      edges: [
        { kind: 'street' },
        { kind: 'driveway' },
        { kind: 'neighbor', building: { offset_m: 4, height_m: 7, material: 'wood' } },
        { kind: 'neighbor' },
      ],
      entrance: { edge: 0, t: 0.6, width_m: 4.5 },
      protected_areas: [],
      location: { lat: 59.94, lon: 30.31 },
      rule_pack: 'ru-izhs',
    },
  },
  {
    id: 'trapezoid-easement',
    name: 'Trapezoid with an easement',
    description: 'A plot narrowing to the back (ru-snt) with a 3 m utility easement along one side.',
    presetId: 'leisure',
    plot: {
      boundary: [
        [0, 0],
        [32, 0],
        [26, 36],
        [4, 36],
      ],
      north_deg: 340,
      edges: edges('street', 'neighbor', 'forest', 'neighbor'),
      entrance: { edge: 0, t: 0.4, width_m: 4 },
      protected_areas: [
        {
          id: 'easement',
          kind: 'utility_easement',
          label: 'Power line easement',
          shape: {
            type: 'polygon',
            points: [
              [0.5, 0.5],
              [3.5, 0.5],
              [7.3, 35.5],
              [4.3, 35.5],
            ],
          },
        },
      ],
      location: { lat: 55.75, lon: 37.62 },
      rule_pack: 'ru-snt',
    },
  },
];

/** The sample's selection: its preset's items. */
export function sampleSelection(
  sample: SamplePlot,
  presets: readonly { id: string; items: readonly SelectionItem[] }[],
): readonly SelectionItem[] {
  return presets.find((p) => p.id === sample.presetId)?.items ?? presets[0]?.items ?? [];
}
