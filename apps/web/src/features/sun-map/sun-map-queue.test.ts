import { describe, expect, it } from 'vitest';
import type { SunMapRequest, SunMapResponse } from './sun-map-protocol';
import { EMPTY_QUEUE, runQueue, stepQueue, type QueueEvent } from './sun-map-queue';
import { housePlan, sunnyPlot } from './test-fixtures';

const want = (id: number): QueueEvent => ({
  type: 'want',
  request: { id, plot: sunnyPlot, plan: housePlan, options: {} } satisfies SunMapRequest,
});
const answer = (id: number): QueueEvent => ({
  type: 'answer',
  response: { id, kind: 'unavailable', reason: `answer ${id}` } satisfies SunMapResponse,
});

describe('the sun-map request queue', () => {
  it('sends a request at once when the worker is free and accepts its answer', () => {
    expect(runQueue([want(1), answer(1)])).toEqual({
      queue: { ...EMPTY_QUEUE, latest: 1 },
      sent: [1],
      accepted: [1],
    });
  });

  it('keeps one request waiting behind the busy worker, the newest one, and shows only its answer', () => {
    const run = runQueue([want(1), want(2), want(3), want(4), answer(1), answer(4)]);
    expect(run.sent).toEqual([1, 4]);
    expect(run.accepted).toEqual([4]);
    expect(run.queue).toEqual({ latest: 4, inFlight: undefined, waiting: undefined });
  });

  it('drops the answer to a request that a newer one replaced while it was computing', () => {
    const run = runQueue([want(1), want(2), answer(1)]);
    expect(run.accepted).toEqual([]);
    expect(run.sent).toEqual([1, 2]);
    expect(run.queue.inFlight).toBe(2);
  });

  it('ignores answers it is not waiting for (a replaced worker, a duplicate)', () => {
    const step = stepQueue({ latest: 5, inFlight: 5, waiting: undefined }, answer(3));
    expect(step).toEqual({ queue: { latest: 5, inFlight: 5, waiting: undefined } });
    expect(runQueue([want(1), answer(1), answer(1)]).accepted).toEqual([1]);
  });

  it('shows every answer of slow, spaced-out changes', () => {
    expect(runQueue([want(1), answer(1), want(2), answer(2), want(3), answer(3)]).accepted).toEqual([
      1, 2, 3,
    ]);
  });
});
