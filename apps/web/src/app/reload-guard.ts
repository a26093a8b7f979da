/** The original specification's page-reload guard: never reload again within 10 seconds. */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'plotplan.chunk-reload-at';

export interface ReloadGuardDeps {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly now: () => number;
  readonly reload: () => void;
}

/** True (and records the time) when a reload is allowed now; false within the guard window. */
export function claimReload({ storage, now }: Pick<ReloadGuardDeps, 'storage' | 'now'>): boolean {
  const last = Number(storage.getItem(RELOAD_GUARD_KEY) ?? 'NaN');
  const at = now();
  if (Number.isFinite(last) && at - last >= 0 && at - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_GUARD_KEY, String(at));
  return true;
}

const browserDeps = (): ReloadGuardDeps => ({
  storage: window.sessionStorage,
  now: () => Date.now(),
  reload: () => window.location.reload(),
});

/**
 * Loads a lazily split module. When the chunk cannot be fetched (typically a stale deployment
 * whose hashed files are gone) the page reloads once to pick up the new build; a second failure
 * within the guard window is thrown so the error page shows instead of a reload loop.
 */
export async function importWithReloadGuard<T>(
  load: () => Promise<T>,
  deps: ReloadGuardDeps = browserDeps(),
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!claimReload(deps)) throw error;
    deps.reload();
    // Keep the router waiting while the page goes away.
    return new Promise<T>(() => undefined);
  }
}
