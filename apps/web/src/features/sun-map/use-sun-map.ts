import type { Plan, Plot, SunHoursMap } from '@plotplan/domain';
import { useEffect, useRef, useState } from 'react';
import { LOCATION_REASON, type SunMapOptions, type SunMapResponse } from './sun-map-protocol';
import { EMPTY_QUEUE, stepQueue, type QueueEvent, type SunQueue } from './sun-map-queue';
import { startSunMapWorker, type StartSunMapWorker, type SunMapWorker } from './sun-map-worker-client';

export type SunMapStatus = 'idle' | 'computing' | 'ready' | 'unavailable';

export interface SunMapState {
  readonly status: SunMapStatus;
  /**
   * The newest map; while 'computing' after a plan change it is the previous map of the same plot
   * (so the overlay does not flicker while dragging), otherwise undefined until the answer.
   */
  readonly map: SunHoursMap | undefined;
  /** Mean sun hours per day of each plan object (by id), for the same map. */
  readonly objectHours: Readonly<Record<string, number>>;
  /** Why there is no map ('unavailable'), in words for the user. */
  readonly reason: string | undefined;
}

export interface UseSunMapOptions {
  readonly enabled: boolean;
  /** Period, sampling, cell size... Compared by value (JSON), so an inline literal is fine. */
  readonly options?: SunMapOptions;
  /** Quiet time after the last change before computing. Default 250 ms. */
  readonly debounceMs?: number;
  /** Tests replace the Web Worker. */
  readonly startWorker?: StartSunMapWorker;
}

const EMPTY_PLAN: Plan = { objects: [] };
const NO_HOURS: Readonly<Record<string, number>> = {};
const NO_WORKERS = 'This browser cannot run the sun-map computation (no Web Workers).';

/** What an answer was computed for, to tell whether it still matches what is on screen. */
interface Answered {
  readonly plot: Plot;
  readonly plan: Plan;
  readonly optionsKey: string;
  readonly response: SunMapResponse;
}

/**
 * The sun-hours map of the plot with the plan on it, computed in a Web Worker (sunHoursMap and
 * objectSunHours of the domain). Inputs are compared by identity: pass the plot and plan you render,
 * not fresh copies, or every render counts as a change. Changes are debounced, and only the newest
 * request's answer is shown (see sun-map-queue.ts).
 */
export function useSunMap(plot: Plot | null, plan: Plan | null, settings: UseSunMapOptions): SunMapState {
  const { enabled, options, debounceMs = 250, startWorker = startSunMapWorker } = settings;
  const planOrEmpty = plan ?? EMPTY_PLAN;
  const optionsKey = JSON.stringify(options ?? {});
  const [answered, setAnswered] = useState<Answered | undefined>(undefined);
  const worker = useRef<SunMapWorker | undefined>(undefined);
  const queue = useRef<SunQueue>(EMPTY_QUEUE);
  const inputs = useRef(new Map<number, Omit<Answered, 'response'>>());
  const nextId = useRef(0);
  const canRun = enabled && plot?.location !== undefined && startWorker !== undefined;

  // One worker while the map is wanted; turning the map off ends it and forgets what was in flight.
  useEffect(() => {
    if (!canRun) return;
    const pending = inputs.current;
    return () => {
      worker.current?.stop();
      worker.current = undefined;
      queue.current = EMPTY_QUEUE;
      pending.clear();
    };
  }, [canRun]);

  useEffect(() => {
    if (!canRun || plot === null || startWorker === undefined) return;
    const dispatch = (event: QueueEvent) => {
      const step = stepQueue(queue.current, event);
      queue.current = step.queue;
      if (step.send !== undefined) ensureWorker().post(step.send);
      if (step.accept !== undefined) {
        const input = inputs.current.get(step.accept.id);
        // Older requests can never be accepted any more.
        for (const id of inputs.current.keys()) if (id <= step.accept.id) inputs.current.delete(id);
        if (input !== undefined) setAnswered({ ...input, response: step.accept });
      }
    };
    const ensureWorker = (): SunMapWorker => {
      worker.current ??= startWorker(
        (response) => dispatch({ type: 'answer', response }),
        (reason) => {
          // A broken worker answers nothing more: end it, answer its request with the reason, and
          // let the next request start a fresh one.
          worker.current?.stop();
          worker.current = undefined;
          const id = queue.current.inFlight;
          if (id !== undefined) dispatch({ type: 'answer', response: { id, kind: 'unavailable', reason } });
        },
      );
      return worker.current;
    };
    const timer = setTimeout(() => {
      nextId.current += 1;
      const id = nextId.current;
      inputs.current.set(id, { plot, plan: planOrEmpty, optionsKey });
      dispatch({ type: 'want', request: { id, plot, plan: planOrEmpty, options: options ?? {} } });
    }, debounceMs);
    return () => clearTimeout(timer);
    // `options` is compared by value through optionsKey: an inline literal must not restart the
    // debounce on every render. The closure's `options` always has the value optionsKey describes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canRun, plot, planOrEmpty, optionsKey, debounceMs, startWorker]);

  if (!enabled) return { status: 'idle', map: undefined, objectHours: NO_HOURS, reason: undefined };
  if (plot === null) return unavailable('The project has no plot yet.');
  if (plot.location === undefined) return unavailable(LOCATION_REASON);
  if (startWorker === undefined) return unavailable(NO_WORKERS);
  const response = answered?.response;
  const samePlot = answered !== undefined && answered.plot === plot && answered.optionsKey === optionsKey;
  const current = samePlot && answered.plan === planOrEmpty;
  if (current && response?.kind === 'unavailable') return unavailable(response.reason);
  // While a changed plan computes, the last map of the same plot stays up (no flicker while
  // dragging); a map of another plot (or other options) never does.
  if (samePlot && response?.kind === 'ready')
    return {
      status: current ? 'ready' : 'computing',
      map: response.map,
      objectHours: response.objectHours,
      reason: undefined,
    };
  return { status: 'computing', map: undefined, objectHours: NO_HOURS, reason: undefined };
}

function unavailable(reason: string): SunMapState {
  return { status: 'unavailable', map: undefined, objectHours: NO_HOURS, reason };
}
