import type { SunMapRequest, SunMapResponse } from './sun-map-protocol';

/**
 * At most one request is with the worker and at most one waits behind it: a newer wish replaces
 * the waiting one, so quick changes never pile up work, and only the newest request's answer is
 * used (an answer to an older one is dropped).
 */
export interface SunQueue {
  /** Id of the newest request wanted; only its answer is accepted. */
  readonly latest: number;
  readonly inFlight: number | undefined;
  readonly waiting: SunMapRequest | undefined;
}

export const EMPTY_QUEUE: SunQueue = { latest: 0, inFlight: undefined, waiting: undefined };

export type QueueEvent =
  | { readonly type: 'want'; readonly request: SunMapRequest }
  | { readonly type: 'answer'; readonly response: SunMapResponse };

export interface QueueStep {
  readonly queue: SunQueue;
  /** Post this to the worker now. */
  readonly send?: SunMapRequest;
  /** Show this answer: it is for the newest request. */
  readonly accept?: SunMapResponse;
}

export function stepQueue(queue: SunQueue, event: QueueEvent): QueueStep {
  if (event.type === 'want') {
    const { request } = event;
    if (queue.inFlight === undefined) {
      return { queue: { latest: request.id, inFlight: request.id, waiting: undefined }, send: request };
    }
    return { queue: { ...queue, latest: request.id, waiting: request } };
  }
  const { response } = event;
  // An answer nobody is waiting for (e.g. from a worker that has since been replaced).
  if (response.id !== queue.inFlight) return { queue };
  const accept = response.id === queue.latest ? { accept: response } : {};
  const next = queue.waiting;
  if (next === undefined) return { queue: { ...queue, inFlight: undefined }, ...accept };
  return { queue: { latest: queue.latest, inFlight: next.id, waiting: undefined }, send: next, ...accept };
}

/** Runs a sequence of events from `start`; what was sent and accepted, in order (for tests and logs). */
export function runQueue(events: readonly QueueEvent[], start: SunQueue = EMPTY_QUEUE) {
  let queue = start;
  const sent: number[] = [];
  const accepted: number[] = [];
  for (const event of events) {
    const step = stepQueue(queue, event);
    queue = step.queue;
    if (step.send !== undefined) sent.push(step.send.id);
    if (step.accept !== undefined) accepted.push(step.accept.id);
  }
  return { queue, sent, accepted };
}
