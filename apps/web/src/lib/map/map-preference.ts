import { useSyncExternalStore } from 'react';

/** Whether the map shows under geo-referenced plots, and how strongly; this browser remembers it. */
export interface MapPreference {
  readonly shown: boolean;
  readonly opacity: number;
}

const KEY = 'plotplan.map-underlay';
export const DEFAULT_MAP_PREFERENCE: MapPreference = { shown: true, opacity: 0.6 };
export const MIN_MAP_OPACITY = 0.2;

const listeners = new Set<() => void>();
let current: MapPreference | undefined;

function read(): MapPreference {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? 'null');
    if (typeof stored === 'object' && stored !== null) {
      const { shown, opacity } = stored as Partial<Record<keyof MapPreference, unknown>>;
      if (typeof shown === 'boolean' && typeof opacity === 'number' && Number.isFinite(opacity))
        return { shown, opacity: Math.min(1, Math.max(MIN_MAP_OPACITY, opacity)) };
    }
  } catch {
    // Storage unreadable (private mode, bad JSON): the default serves.
  }
  return DEFAULT_MAP_PREFERENCE;
}

const snapshot = () => (current ??= read());

export function setMapPreference(next: MapPreference): void {
  current = next;
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Not remembered past this page; the choice still holds now.
  }
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The map preference, shared by every canvas on the page. */
export function useMapPreference(): MapPreference {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULT_MAP_PREFERENCE);
}
