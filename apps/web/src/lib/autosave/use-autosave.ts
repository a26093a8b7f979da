import { useEffect, useSyncExternalStore } from 'react';
import type { AutosaveStatus, VersionedAutosave } from './versioned-autosave';

export interface UseAutosaveOptions {
  /** Ask before the page is left (closed, reloaded) while a change is waiting or being written. */
  readonly warnBeforeUnload?: boolean;
}

/**
 * The React side of an autosave: its status for the indicator, and leaving (unmount, or switching to
 * another autosave) writes what is waiting.
 */
export function useAutosave<C, R>(
  autosave: VersionedAutosave<C, R>,
  { warnBeforeUnload = false }: UseAutosaveOptions = {},
): AutosaveStatus {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!autosave.busy) return;
      event.preventDefault();
      // Write now rather than after the quiet period: whether the user stays or confirms the
      // reload, the change is then already on its way.
      void autosave.flush();
    };
    if (warnBeforeUnload) window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      void autosave.flush();
    };
  }, [autosave, warnBeforeUnload]);
  return useSyncExternalStore(autosave.subscribe, autosave.getStatus);
}
