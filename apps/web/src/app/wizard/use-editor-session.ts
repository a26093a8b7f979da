import { planLimits, selectionObjectCount } from '@plotplan/domain';
import type { Project } from '@plotplan/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import {
  latestOf,
  reportSaveError,
  useAutosave,
  VersionedAutosave,
  type AutosaveStatus,
} from '../../lib/autosave';
import { projectKeys, projectQuery, projectsApi, storeProject } from '../../features/projects';
import { boundaryEntryStorage } from '../../features/plot-editor/state/boundary-entry';
import {
  emptyDraft,
  emptyPlot,
  guestDraftStorage,
  type EditorDraft,
} from '../../features/plot-editor/state/editor-draft';
import { plotIssues } from '../../features/plot-editor/state/saveable-plot';

/** Where saving stands; `local`: a guest's draft, kept in the browser. */
export type SaveStatus = AutosaveStatus | 'local';

export interface EditorSession {
  readonly projectId: number | undefined;
  readonly project: Project | undefined;
  readonly draft: EditorDraft;
  readonly status: SaveStatus;
  readonly update: (change: (draft: EditorDraft) => EditorDraft) => void;
  /** Saves now (before leaving a step); resolves when nothing is pending. */
  readonly flush: () => Promise<void>;
  readonly reload: () => void;
}

const SAVE_DELAY_MS = 800;

const fromProject = (project: Project): EditorDraft => {
  const draft = { name: project.name, plot: project.plot ?? emptyPlot, selection: project.selection };
  const boundaryEntry = boundaryEntryStorage.load(project.id);
  return boundaryEntry === undefined ? draft : { ...draft, boundaryEntry };
};

/**
 * The PATCH for a draft: the plot only once it is a valid plot, the selection only while a plan can
 * hold it (the object-selection step says why not), the project's version if known.
 */
const draftChanges = (draft: EditorDraft, version: number | null) => ({
  name: draft.name.trim() === '' ? 'Untitled plot' : draft.name.trim(),
  ...(selectionObjectCount(draft.selection) <= planLimits.maxObjects ? { selection: draft.selection } : {}),
  ...(plotIssues(draft.plot).length === 0 ? { plot: draft.plot } : {}),
  ...(version === null ? {} : { version }),
});

/** Work saves as you go: debounced PATCHes guarded by the project's version (a 409 stops and asks). */
export function useEditorSessionState(projectId: number | undefined): EditorSession {
  const queryClient = useQueryClient();
  const query = useQuery({ ...projectQuery(projectId ?? 0), enabled: projectId !== undefined });
  const [draft, setDraft] = useState<EditorDraft>(() =>
    projectId === undefined ? (guestDraftStorage.load() ?? emptyDraft()) : emptyDraft(),
  );
  const loadedFor = useRef<number | undefined>(undefined);
  const latest = useRef(draft);

  const autosave = useMemo(
    () =>
      new VersionedAutosave<EditorDraft, Project>({
        baseVersion: null,
        delayMs: SAVE_DELAY_MS,
        write: (drafts, version) =>
          projectsApi.patch(projectId ?? 0, draftChanges(latestOf(drafts), version)),
        versionOf: (project) => project.version,
        onSaved: (project) => storeProject(queryClient, project),
        onError: reportSaveError({
          failed: 'Could not save your changes',
          conflict: [
            'This project changed elsewhere',
            'Reload it to continue; your last change was not saved.',
          ],
        }),
      }),
    [projectId, queryClient],
  );
  // Leaving the page with unsaved work asks first; leaving the editor saves.
  const autosaveStatus = useAutosave(autosave, { warnBeforeUnload: true });

  useEffect(() => {
    if (query.data === undefined) return;
    // Our own other writes (applying a generation, restoring a version) bump the version too.
    if (loadedFor.current === query.data.id) {
      if (!autosave.busy && autosave.getStatus() !== 'conflict') autosave.reset(query.data.version);
      return;
    }
    loadedFor.current = query.data.id;
    autosave.reset(query.data.version);
    latest.current = fromProject(query.data);
    setDraft(latest.current);
    // A new project has no plot yet: the default shown is saved as its first plot.
    if (query.data.plot === null) autosave.schedule(latest.current);
  }, [query.data, autosave]);

  const update = useCallback(
    (change: (draft: EditorDraft) => EditorDraft) => {
      const previous = latest.current;
      const next = change(previous);
      latest.current = next;
      setDraft(next);
      if (projectId === undefined) guestDraftStorage.save(next);
      else {
        // The boundary entry is not part of the project on the server: this browser keeps it.
        if (next.boundaryEntry !== undefined && next.boundaryEntry !== previous.boundaryEntry)
          boundaryEntryStorage.save(projectId, next.boundaryEntry);
        autosave.schedule(next);
      }
    },
    [projectId, autosave],
  );

  const flush = useCallback(() => autosave.flush(), [autosave]);

  const reload = useCallback(() => {
    loadedFor.current = undefined;
    autosave.reset(autosave.version);
    void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId ?? 0) });
  }, [projectId, queryClient, autosave]);

  const status: SaveStatus = projectId === undefined ? 'local' : autosaveStatus;
  return useMemo(
    () => ({ projectId, project: query.data, draft, status, update, flush, reload }),
    [projectId, query.data, draft, status, update, flush, reload],
  );
}

export const EditorSessionContext = createContext<EditorSession | undefined>(undefined);

export function useEditorSession(): EditorSession {
  const session = useContext(EditorSessionContext);
  if (session === undefined) throw new Error('useEditorSession is used outside the plot editor');
  return session;
}
