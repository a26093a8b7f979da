// The shape of a strip-packing instance (instances.json), shared by the maker and the runner.
import { readFileSync } from 'node:fs';

export interface StripInstance {
  readonly id: string;
  /** Hopper & Turton class, C1-C7. */
  readonly class: string;
  /** Strip width, metres. */
  readonly width: number;
  /** The optimal strip height: the items tile width x optimum exactly. */
  readonly optimum: number;
  /** [width, height] of each rectangle, metres. */
  readonly items: readonly (readonly [number, number])[];
}

export function loadInstances(): StripInstance[] {
  return JSON.parse(readFileSync(new URL('./instances.json', import.meta.url), 'utf8')) as StripInstance[];
}
