/** The page-reload guard for stale chunks: never reload again within 10 seconds. */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'plotplan.chunk-reload-at';

export interface ReloadGuardDeps {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly now: () => number;
}

/** A lazily split module that could not be fetched, typically after a new deployment. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Loads a route's chunk, marking a failure as a ChunkLoadError for the error boundary. */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/** True (and records the time) when a reload is allowed now; false within the guard window. */
export function claimReload({ storage, now }: ReloadGuardDeps): boolean {
  const last = Number(storage.getItem(RELOAD_GUARD_KEY) ?? 'NaN');
  const at = now();
  if (Number.isFinite(last) && at - last >= 0 && at - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_GUARD_KEY, String(at));
  return true;
}

// One decision per error object, so a re-render (or StrictMode's double render) cannot flip it.
const decisions = new WeakMap<object, boolean>();

/**
 * Whether the error boundary should reload the page for this error: only for a chunk that failed
 * to load, and only once within the guard window; otherwise the error page shows (no reload loop).
 * The boundary reloads after the navigation committed, so the page reloads at the new address.
 */
export function shouldReloadFor(error: unknown, deps: ReloadGuardDeps): boolean {
  if (!(error instanceof ChunkLoadError)) return false;
  const known = decisions.get(error);
  if (known !== undefined) return known;
  const decision = claimReload(deps);
  decisions.set(error, decision);
  return decision;
}

export const browserReloadGuardDeps = (): ReloadGuardDeps => ({
  storage: window.sessionStorage,
  now: () => Date.now(),
});
