import type { SelectionItem } from '@plotplan/contract';
import type { Plot } from '@plotplan/domain';
import { t } from '../../../lib/i18n';
import { rectangleBoundary } from '../boundary/boundary-builders';
import { isBoundaryEntry, type BoundaryEntry } from './boundary-entry';

/**
 * What the plot-editor steps edit: the project's name, its plot (possibly unfinished while the
 * boundary is being drawn), the wanted objects, and how the boundary was entered (browser-only).
 */
export interface EditorDraft {
  readonly name: string;
  readonly plot: Plot;
  readonly selection: readonly SelectionItem[];
  readonly boundaryEntry?: BoundaryEntry;
}

/** A new plot starts as the most common case: a 20 x 30 m garden plot with the street on a short side. */
export const emptyPlot: Plot = {
  boundary: rectangleBoundary(20, 30),
  north_deg: 0,
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  protected_areas: [],
  rule_pack: 'ru-snt',
};

/** A new draft, named "My plot" in the interface's language. */
export const emptyDraft = (): EditorDraft => ({
  name: t('prep.defaultName'),
  plot: emptyPlot,
  selection: [],
});

const GUEST_DRAFT_KEY = 'plotplan.guest-draft';

/** A guest's draft lives in the browser until it becomes their first project. */
export const guestDraftStorage = {
  load(storage: Storage = window.localStorage): EditorDraft | undefined {
    try {
      const raw = storage.getItem(GUEST_DRAFT_KEY);
      if (raw === null) return undefined;
      const value = JSON.parse(raw) as Partial<EditorDraft>;
      if (typeof value.name !== 'string' || typeof value.plot !== 'object' || !Array.isArray(value.selection))
        return undefined;
      const draft = { name: value.name, plot: { ...emptyPlot, ...value.plot }, selection: value.selection };
      return isBoundaryEntry(value.boundaryEntry) ? { ...draft, boundaryEntry: value.boundaryEntry } : draft;
    } catch {
      return undefined;
    }
  },
  save(draft: EditorDraft, storage: Storage = window.localStorage) {
    storage.setItem(GUEST_DRAFT_KEY, JSON.stringify(draft));
  },
  clear(storage: Storage = window.localStorage) {
    storage.removeItem(GUEST_DRAFT_KEY);
  },
};
