import {
  MissingLocationError,
  objectSunHours,
  sunHoursMap,
  type Plan,
  type Plot,
  type SunHoursMap,
  type SunHoursMapOptions,
} from '@plotplan/domain';

/** What can cross to the worker: a shade profile is a function and cannot be cloned. */
export type SunMapOptions = Omit<SunHoursMapOptions, 'shadeProfile'>;

/** Page -> worker. `id` grows with every request, so answers can be matched and stale ones dropped. */
export interface SunMapRequest {
  readonly id: number;
  readonly plot: Plot;
  readonly plan: Plan;
  readonly options: SunMapOptions;
}

/** Worker -> page: the map and each object's mean sun hours, or why there is none. */
export type SunMapResponse =
  | {
      readonly id: number;
      readonly kind: 'ready';
      readonly map: SunHoursMap;
      /** objectSunHours(map, plan): mean hours per day by plan object id. */
      readonly objectHours: Readonly<Record<string, number>>;
      readonly ms: number;
    }
  | { readonly id: number; readonly kind: 'unavailable'; readonly reason: string };

export const LOCATION_REASON = "Set the plot's location (a city or coordinates) to see sun hours.";

/**
 * The worker's whole job, as a plain function: never throws, so every request gets an answer and
 * the page never waits for one that will not come.
 */
export function computeSunMap(
  request: SunMapRequest,
  clock: () => number = () => performance.now(),
): SunMapResponse {
  const start = clock();
  try {
    const map = sunHoursMap(request.plot, request.plan, request.options);
    const objectHours = objectSunHours(map, request.plan);
    return { id: request.id, kind: 'ready', map, objectHours, ms: clock() - start };
  } catch (error) {
    if (error instanceof MissingLocationError)
      return { id: request.id, kind: 'unavailable', reason: LOCATION_REASON };
    const detail = error instanceof Error ? error.message : String(error);
    return { id: request.id, kind: 'unavailable', reason: `Sun hours could not be computed: ${detail}` };
  }
}

/** The buffers to move rather than copy: the hours grid is the only large part of an answer. */
export function transferablesOf(response: SunMapResponse): Transferable[] {
  return response.kind === 'ready' ? [response.map.hours.buffer] : [];
}
