import { computeSunMap, type SunMapRequest, type SunMapResponse } from './sun-map-protocol';

/** The page's side of a sun-map worker; tests pass their own in place of a real Worker. */
export interface SunMapWorker {
  readonly post: (request: SunMapRequest) => void;
  readonly stop: () => void;
}

export type StartSunMapWorker = (
  onAnswer: (response: SunMapResponse) => void,
  /** The worker itself failed (did not load, crashed): no answer to the request in flight will come. */
  onFailure: (reason: string) => void,
) => SunMapWorker;

/**
 * Where there are no Web Workers (unit tests' DOM, very old browsers) the same computation runs on
 * the page, one request per task, so answers still come and in order.
 */
const onThePage: StartSunMapWorker = (onAnswer) => {
  let stopped = false;
  return {
    post: (request) =>
      setTimeout(() => {
        if (!stopped) onAnswer(computeSunMap(request));
      }, 0),
    stop: () => {
      stopped = true;
    },
  };
};

/** A module Web Worker running sun-map.worker.ts, or the page itself where there are no workers. */
export const startSunMapWorker: StartSunMapWorker =
  typeof Worker === 'undefined'
    ? onThePage
    : (onAnswer, onFailure) => {
        const worker = new Worker(new URL('./sun-map.worker.ts', import.meta.url), { type: 'module' });
        worker.addEventListener('message', (event: MessageEvent<SunMapResponse>) => onAnswer(event.data));
        worker.addEventListener('error', (event: ErrorEvent) => {
          event.preventDefault();
          onFailure(event.message === '' ? 'The sun-map worker could not run.' : event.message);
        });
        worker.addEventListener('messageerror', () => onFailure('The sun map could not be read.'));
        return { post: (request) => worker.postMessage(request), stop: () => worker.terminate() };
      };
