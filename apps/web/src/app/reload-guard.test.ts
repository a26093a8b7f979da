import { describe, expect, it } from 'vitest';
import {
  ChunkLoadError,
  claimReload,
  loadChunk,
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_MS,
  shouldReloadFor,
} from './reload-guard';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('claimReload', () => {
  it('allows the first reload and records its time', () => {
    const storage = memoryStorage();
    expect(claimReload({ storage, now: () => 1_000 })).toBe(true);
    expect(storage.getItem(RELOAD_GUARD_KEY)).toBe('1000');
  });

  it('refuses another reload within 10 seconds and allows one after', () => {
    const storage = memoryStorage();
    claimReload({ storage, now: () => 1_000 });
    expect(claimReload({ storage, now: () => 1_000 + RELOAD_GUARD_MS - 1 })).toBe(false);
    expect(claimReload({ storage, now: () => 1_000 + RELOAD_GUARD_MS })).toBe(true);
  });

  it('ignores a garbled or future stamp rather than blocking reloads for ever', () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_GUARD_KEY, 'garbage');
    expect(claimReload({ storage, now: () => 5 })).toBe(true);
    storage.setItem(RELOAD_GUARD_KEY, String(10 ** 15));
    expect(claimReload({ storage, now: () => 5 })).toBe(true);
  });
});

describe('loadChunk', () => {
  it('returns the module when the chunk loads', async () => {
    await expect(loadChunk(async () => ({ ok: true }))).resolves.toEqual({ ok: true });
  });

  it('marks a failed fetch as a ChunkLoadError, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
  });
});

describe('shouldReloadFor', () => {
  it('reloads for the first chunk failure, not for a second one within the window', () => {
    const storage = memoryStorage();
    expect(shouldReloadFor(new ChunkLoadError('x'), { storage, now: () => 1_000 })).toBe(true);
    expect(shouldReloadFor(new ChunkLoadError('y'), { storage, now: () => 4_000 })).toBe(false);
    expect(shouldReloadFor(new ChunkLoadError('z'), { storage, now: () => 12_000 })).toBe(true);
  });

  it('gives the same answer for the same error however often it is asked', () => {
    const storage = memoryStorage();
    const error = new ChunkLoadError('x');
    expect(shouldReloadFor(error, { storage, now: () => 1_000 })).toBe(true);
    expect(shouldReloadFor(error, { storage, now: () => 1_001 })).toBe(true);
  });

  it('never reloads for other errors', () => {
    const storage = memoryStorage();
    expect(shouldReloadFor(new Error('render failed'), { storage, now: () => 1 })).toBe(false);
    expect(storage.getItem(RELOAD_GUARD_KEY)).toBeNull();
  });
});
