import type { Plan, Plot } from '@plotplan/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCATION_REASON, type SunMapRequest, type SunMapResponse } from './sun-map-protocol';
import type { StartSunMapWorker } from './sun-map-worker-client';
import { housePlan, sunnyPlot, tinyMap } from './test-fixtures';
import { useSunMap, type UseSunMapOptions } from './use-sun-map';

/** A stand-in worker: records what it is sent; the test decides when and what it answers. */
function fakeWorker() {
  const posted: SunMapRequest[] = [];
  let started = 0;
  let stopped = 0;
  let onAnswer: (response: SunMapResponse) => void = () => undefined;
  let onFailure: (reason: string) => void = () => undefined;
  const start: StartSunMapWorker = (answer, failure) => {
    started += 1;
    onAnswer = answer;
    onFailure = failure;
    return { post: (request) => posted.push(request), stop: () => (stopped += 1) };
  };
  return {
    start,
    posted,
    counts: () => ({ started, stopped }),
    answer: (id: number, hours = 8) =>
      act(() =>
        onAnswer({
          id,
          kind: 'ready',
          map: tinyMap([hours, 1, 1, 1, 1, 1]),
          objectHours: { 'house-1': hours },
          ms: 3,
        }),
      ),
    fail: (reason: string) => act(() => onFailure(reason)),
  };
}

interface Props {
  readonly plot: Plot | null;
  readonly plan: Plan | null;
  readonly settings: UseSunMapOptions;
}

function setup(worker: ReturnType<typeof fakeWorker>, initial: Partial<Props> = {}) {
  const props: Props = {
    plot: sunnyPlot,
    plan: housePlan,
    settings: { enabled: true, startWorker: worker.start },
    ...initial,
  };
  return renderHook((p: Props) => useSunMap(p.plot, p.plan, p.settings), { initialProps: props });
}

const moved = (x: number): Plan => ({ objects: housePlan.objects.map((o) => ({ ...o, x })) });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSunMap', () => {
  it('is idle and starts no worker while disabled', () => {
    const worker = fakeWorker();
    const { result } = setup(worker, { settings: { enabled: false, startWorker: worker.start } });
    wait(1000);
    expect(result.current).toEqual({ status: 'idle', map: undefined, objectHours: {}, reason: undefined });
    expect(worker.counts().started).toBe(0);
  });

  it('is unavailable with the reason when the plot has no location', () => {
    const worker = fakeWorker();
    const { location: _omitted, ...plot } = sunnyPlot;
    const { result } = setup(worker, { plot });
    wait(1000);
    expect(result.current).toMatchObject({ status: 'unavailable', reason: LOCATION_REASON, map: undefined });
    expect(worker.posted).toEqual([]);
  });

  it('computes once the plan has been still for the debounce time, then shows the map', () => {
    const worker = fakeWorker();
    const { result, rerender } = setup(worker);
    const settings = { enabled: true, startWorker: worker.start, options: { cell_m: 1 } };
    for (const x of [5, 6, 7]) {
      rerender({ plot: sunnyPlot, plan: moved(x), settings: { ...settings } });
      wait(100);
    }
    expect(worker.posted).toEqual([]);
    expect(result.current.status).toBe('computing');
    wait(150);
    expect(worker.posted.map((r) => [r.id, r.plan.objects[0]?.x, r.options])).toEqual([
      [1, 7, { cell_m: 1 }],
    ]);
    worker.answer(1, 8);
    expect(result.current.status).toBe('ready');
    expect(result.current.map?.hours[0]).toBe(8);
    expect(result.current.objectHours).toEqual({ 'house-1': 8 });
  });

  it("uses only the newest request's answer and keeps the last map while computing", () => {
    const worker = fakeWorker();
    const { result, rerender } = setup(worker);
    const settings = { enabled: true, startWorker: worker.start };
    wait(250);
    worker.answer(1, 8);
    const first = result.current.map;

    rerender({ plot: sunnyPlot, plan: moved(4), settings });
    wait(250); // request 2 goes to the worker
    rerender({ plot: sunnyPlot, plan: moved(3), settings });
    wait(250); // request 3 waits behind it
    expect(worker.posted.map((r) => r.id)).toEqual([1, 2]);
    expect(result.current).toMatchObject({ status: 'computing', map: first });

    worker.answer(2, 5); // stale: dropped, and the waiting request goes out
    expect(result.current).toMatchObject({ status: 'computing', map: first });
    expect(worker.posted.map((r) => r.id)).toEqual([1, 2, 3]);
    worker.answer(3, 3);
    expect(result.current.status).toBe('ready');
    expect(result.current.map?.hours[0]).toBe(3);
  });

  it('reports a broken worker as unavailable and starts a fresh one for the next change', () => {
    const worker = fakeWorker();
    const { result, rerender } = setup(worker);
    wait(250);
    worker.fail('The sun-map worker could not run.');
    expect(result.current).toMatchObject({
      status: 'unavailable',
      reason: 'The sun-map worker could not run.',
    });
    expect(worker.counts()).toEqual({ started: 1, stopped: 1 });

    rerender({ plot: sunnyPlot, plan: moved(2), settings: { enabled: true, startWorker: worker.start } });
    wait(250);
    expect(worker.counts().started).toBe(2);
    worker.answer(2);
    expect(result.current.status).toBe('ready');
  });

  it('ends the worker when the map is turned off', () => {
    const worker = fakeWorker();
    const { result, rerender } = setup(worker);
    wait(250);
    rerender({ plot: sunnyPlot, plan: housePlan, settings: { enabled: false, startWorker: worker.start } });
    expect(worker.counts()).toEqual({ started: 1, stopped: 1 });
    expect(result.current.status).toBe('idle');
  });
});

describe('useSunMap across plots', () => {
  it("does not show one plot's map on another while the new one computes", () => {
    const worker = fakeWorker();
    const { result, rerender } = setup(worker);
    wait(250);
    worker.answer(1);
    expect(result.current.status).toBe('ready');
    const other = { ...sunnyPlot, north_deg: 90 };
    rerender({ plot: other, plan: housePlan, settings: { enabled: true, startWorker: worker.start } });
    expect(result.current).toMatchObject({ status: 'computing', map: undefined });
  });
});
