import { runGenerator, type GeneratorRequest, type GeneratorResult } from './run-generator';

// Runs the plan generator off the main thread: one request in, one result out.
self.addEventListener('message', (event: MessageEvent<GeneratorRequest>) => {
  const result: GeneratorResult = runGenerator(event.data, () => performance.now());
  self.postMessage(result);
});
