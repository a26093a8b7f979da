import { describe, expect, it, vi } from 'vitest';
import { claimReload, importWithReloadGuard, RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from './reload-guard';

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

describe('importWithReloadGuard', () => {
  it('returns the module when the chunk loads', async () => {
    const reload = vi.fn();
    const module = await importWithReloadGuard(async () => ({ ok: true }), {
      storage: memoryStorage(),
      now: () => 0,
      reload,
    });
    expect(module).toEqual({ ok: true });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once on a failed chunk, then throws on the next failure within the window', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    void importWithReloadGuard(failing, { storage, now: () => 1_000, reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expect(importWithReloadGuard(failing, { storage, now: () => 4_000, reload })).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
