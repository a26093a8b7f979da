import type { GeneratorRequest, GeneratorResult } from './run-generator';

export interface WorkerRun {
  readonly result: GeneratorResult;
  /** Measured on the page around the whole worker call (start-up, transfer and generation). */
  readonly totalMs: number;
}

/** Runs the generator in a fresh Web Worker and ends the worker when it answers. */
export function runInWorker(request: GeneratorRequest): Promise<WorkerRun> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const worker = new Worker(new URL('./generator.worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<GeneratorResult>) => {
      resolve({ result: event.data, totalMs: performance.now() - start });
      worker.terminate();
    });
    worker.addEventListener('error', (event: ErrorEvent) => {
      reject(new Error(event.message === '' ? 'The generator worker could not run.' : event.message));
      worker.terminate();
    });
    worker.postMessage(request);
  });
}
