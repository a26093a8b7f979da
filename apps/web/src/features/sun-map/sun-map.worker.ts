import { computeSunMap, transferablesOf, type SunMapRequest } from './sun-map-protocol';

// Computes sun-hours maps off the main thread: one answer per request, in order; the hours grid is
// transferred, not copied.
self.addEventListener('message', (event: MessageEvent<SunMapRequest>) => {
  const response = computeSunMap(event.data);
  self.postMessage(response, { transfer: transferablesOf(response) });
});
