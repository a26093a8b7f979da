import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpLocalApi } from '../../test/local-api';
import { api } from '../api';
import { latestOf, VersionedAutosave, type AutosaveStatus, type Changes } from './versioned-autosave';

interface Written {
  readonly changes: readonly string[];
  readonly base: number | null;
}

/** A write that the test settles by hand, to see what happens while it is in flight. */
function manualWrites() {
  const calls: { written: Written; settle: (version: number) => void; fail: (e: unknown) => void }[] = [];
  const write = (changes: Changes<string>, base: number | null) =>
    new Promise<number>((resolve, reject) => {
      calls.push({ written: { changes, base }, settle: resolve, fail: reject });
    });
  return { calls, write };
}

const statusesOf = <C, R>(autosave: VersionedAutosave<C, R>) => {
  const seen: AutosaveStatus[] = [];
  autosave.subscribe(() => seen.push(autosave.getStatus()));
  return seen;
};

describe('VersionedAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns a burst of changes into one write after the quiet period, based on the version it knows', async () => {
    const { calls, write } = manualWrites();
    const autosave = new VersionedAutosave({
      baseVersion: 4,
      write,
      versionOf: (v: number) => v,
      isConflict: () => false,
      delayMs: 500,
    });
    const seen = statusesOf(autosave);
    autosave.schedule('a');
    await vi.advanceTimersByTimeAsync(400);
    autosave.schedule('b');
    await vi.advanceTimersByTimeAsync(400);
    expect(calls).toHaveLength(0);
    autosave.schedule('c');
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((c) => c.written)).toEqual([{ changes: ['a', 'b', 'c'], base: 4 }]);
    calls[0]?.settle(5);
    await vi.runAllTimersAsync();
    expect(autosave.version).toBe(5);
    expect(seen).toEqual(['pending', 'saving', 'saved']);
    expect(autosave.busy).toBe(false);
  });

  it('keeps one write in flight; changes made meanwhile follow in one write on the new version', async () => {
    const { calls, write } = manualWrites();
    const autosave = new VersionedAutosave({
      baseVersion: null,
      write,
      versionOf: (v: number) => v,
      isConflict: () => false,
      delayMs: 100,
    });
    autosave.schedule('a');
    const flushed = autosave.flush();
    autosave.schedule('b');
    autosave.schedule('c');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    expect(autosave.getStatus()).toBe('pending');
    calls[0]?.settle(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.written)).toEqual([
      { changes: ['a'], base: null },
      { changes: ['b', 'c'], base: 1 },
    ]);
    expect(autosave.getStatus()).toBe('saving');
    calls[1]?.settle(2);
    await flushed;
    expect(autosave.getStatus()).toBe('saved');
    expect(autosave.version).toBe(2);
  });

  it('after a failure keeps the changes, with those made meanwhile, for the next write', async () => {
    const { calls, write } = manualWrites();
    const errors: [unknown, boolean][] = [];
    const autosave = new VersionedAutosave({
      baseVersion: 1,
      write,
      versionOf: (v: number) => v,
      isConflict: () => false,
      onError: (error, conflict) => errors.push([error, conflict]),
      delayMs: 100,
    });
    autosave.schedule('a');
    const flushed = autosave.flush();
    autosave.schedule('b');
    calls[0]?.fail(new Error('offline'));
    await flushed;
    expect(autosave.getStatus()).toBe('error');
    expect(errors).toEqual([[new Error('offline'), false]]);
    expect(autosave.busy).toBe(true);
    const retried = autosave.flush();
    expect(calls[1]?.written).toEqual({ changes: ['a', 'b'], base: 1 });
    calls[1]?.settle(2);
    await retried;
    expect(autosave.getStatus()).toBe('saved');
  });

  it('a conflict stops saving and drops what waits, until reset from the server version', async () => {
    const { calls, write } = manualWrites();
    const errors: boolean[] = [];
    const autosave = new VersionedAutosave({
      baseVersion: 1,
      write,
      versionOf: (v: number) => v,
      isConflict: (e) => e === 'stale',
      onError: (_, conflict) => errors.push(conflict),
      delayMs: 100,
    });
    autosave.schedule('a');
    const flushed = autosave.flush();
    autosave.schedule('b');
    calls[0]?.fail('stale');
    await flushed;
    expect(autosave.getStatus()).toBe('conflict');
    expect(errors).toEqual([true]);
    autosave.schedule('c');
    await vi.runAllTimersAsync();
    await autosave.flush();
    expect(calls).toHaveLength(1);
    expect(autosave.busy).toBe(false);
    autosave.reset(3);
    expect(autosave.getStatus()).toBe('saved');
    autosave.schedule('d');
    await vi.advanceTimersByTimeAsync(100);
    expect(calls[1]?.written).toEqual({ changes: ['d'], base: 3 });
  });

  it('latestOf picks the newest change', () => {
    expect(latestOf(['a', 'b', 'c'])).toBe('c');
    expect(latestOf(['a'])).toBe('a');
  });
});

describe('VersionedAutosave against an HTTP API', () => {
  const { received, answer } = setUpLocalApi('/plot-editor/preparation?project=7');

  it('sends the version it knows, moves on with the answered one, and stops at a 409', async () => {
    // The server's version moves on elsewhere after our first write.
    let serverVersion = 5;
    answer(({ body }) => {
      const sent = (body as { version: number }).version;
      if (sent !== serverVersion) return { status: 409, body: { detail: 'Version conflict.' } };
      serverVersion += 2;
      return { status: 200, body: { version: serverVersion - 1 } };
    });
    const autosave = new VersionedAutosave({
      baseVersion: 5,
      write: (changes: Changes<string>, version) =>
        api.request<{ version: number }>('/api/projects/7/', {
          method: 'PATCH',
          body: { name: latestOf(changes), version },
        }),
      versionOf: (project) => project.version,
    });
    autosave.schedule('Dacha');
    autosave.schedule('Dacha 2');
    await autosave.flush();
    expect(autosave.version).toBe(6);
    autosave.schedule('Dacha 3');
    await autosave.flush();
    expect(autosave.getStatus()).toBe('conflict');
    autosave.schedule('Dacha 4');
    await autosave.flush();
    expect(received).toEqual([
      { method: 'PATCH', url: '/api/projects/7/', body: { name: 'Dacha 2', version: 5 } },
      { method: 'PATCH', url: '/api/projects/7/', body: { name: 'Dacha 3', version: 6 } },
    ]);
  });
});
