// The shape of a planted instance (instances.json), shared by the maker and the runner.
import { readFileSync } from 'node:fs';
import type { PlacedObject, Plan, Plot, RulePackId, SelectionItem } from '@plotplan/domain';

export type CountBand = '5-10' | '11-20' | '21-40';

export interface PlantedInstance {
  readonly id: string;
  /** Nominal plot size, m². */
  readonly size_m2: number;
  readonly shape: 'rect' | 'trapezoid' | 'L' | 'flag';
  readonly rule_pack: RulePackId;
  readonly target_fill: number;
  /** Footprint area of the hidden layout over the buildable area. */
  readonly fill: number;
  /** Plot area at least 1 m inside the boundary and outside protected areas. */
  readonly buildable_m2: number;
  readonly count_band: CountBand;
  readonly plot: Plot;
  readonly selection: readonly SelectionItem[];
  /** A layout of exactly the selection with no error-severity violation. */
  readonly hidden: Plan;
}

export function countBand(n: number): CountBand {
  return n <= 10 ? '5-10' : n <= 20 ? '11-20' : '21-40';
}

export function footprintArea(o: PlacedObject): number {
  return o.shape === 'circle' ? (Math.PI * o.width * o.width) / 4 : o.width * o.depth;
}

export function loadInstances(): PlantedInstance[] {
  return JSON.parse(readFileSync(new URL('./instances.json', import.meta.url), 'utf8')) as PlantedInstance[];
}
