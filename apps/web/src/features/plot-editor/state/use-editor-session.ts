import type { Project } from '@plotplan/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '../../../app/toasts/notifications-store';
import { ApiError } from '../../../lib/api';
import { reportError } from '../../../lib/forms/report-error';
import { projectKeys, projectQuery, projectsApi, storeProject } from '../../projects/projects-api';
import { emptyDraft, guestDraftStorage, type EditorDraft } from './editor-draft';
import { plotIssues } from './saveable-plot';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'error' | 'conflict' | 'local';

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

const fromProject = (project: Project): EditorDraft => ({
  name: project.name,
  plot: project.plot ?? emptyDraft.plot,
  selection: project.selection,
});

/** Work saves as you go: debounced PATCHes guarded by the project's version (a 409 stops and asks). */
export function useEditorSessionState(projectId: number | undefined): EditorSession {
  const queryClient = useQueryClient();
  const query = useQuery({ ...projectQuery(projectId ?? 0), enabled: projectId !== undefined });
  const [draft, setDraft] = useState<EditorDraft>(() =>
    projectId === undefined ? (guestDraftStorage.load() ?? emptyDraft) : emptyDraft,
  );
  const [status, setStatus] = useState<SaveStatus>(projectId === undefined ? 'local' : 'saved');
  const loadedFor = useRef<number | undefined>(undefined);
  const version = useRef<number | undefined>(undefined);
  const latest = useRef(draft);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<void> | undefined>(undefined);
  const dirty = useRef(false);
  const saveAgain = useRef<() => Promise<void>>(async () => undefined);

  useEffect(() => {
    if (query.data === undefined) return;
    // Our own other writes (applying a generation, restoring a version) bump the version too.
    if (loadedFor.current === query.data.id) {
      if (!dirty.current && inFlight.current === undefined) version.current = query.data.version;
      return;
    }
    loadedFor.current = query.data.id;
    version.current = query.data.version;
    latest.current = fromProject(query.data);
    setDraft(latest.current);
    // A new project has no plot yet: the default shown is saved as its first plot.
    if (query.data.plot === null) {
      dirty.current = true;
      timer.current = setTimeout(() => void saveAgain.current(), SAVE_DELAY_MS);
    }
  }, [query.data]);

  const save = useCallback(async (): Promise<void> => {
    if (projectId === undefined || !dirty.current) return;
    if (inFlight.current !== undefined) return inFlight.current.then(() => saveAgain.current());
    dirty.current = false;
    const current = latest.current;
    const plotReady = plotIssues(current.plot).length === 0;
    setStatus('saving');
    inFlight.current = projectsApi
      .patch(projectId, {
        name: current.name.trim() === '' ? 'Untitled plot' : current.name.trim(),
        selection: current.selection,
        ...(plotReady ? { plot: current.plot } : {}),
        ...(version.current === undefined ? {} : { version: version.current }),
      })
      .then(
        (project) => {
          version.current = project.version;
          storeProject(queryClient, project);
          setStatus(dirty.current ? 'pending' : 'saved');
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 409) {
            setStatus('conflict');
            notify.error(
              'This project changed elsewhere',
              'Reload it to continue; your last change was not saved.',
            );
          } else {
            dirty.current = true;
            setStatus('error');
            reportError('Could not save your changes', error);
          }
        },
      )
      .finally(() => {
        inFlight.current = undefined;
      });
    return inFlight.current;
  }, [projectId, queryClient]);
  useEffect(() => {
    saveAgain.current = save;
  }, [save]);

  const update = useCallback(
    (change: (draft: EditorDraft) => EditorDraft) => {
      const next = change(latest.current);
      latest.current = next;
      setDraft(next);
      if (projectId === undefined) {
        guestDraftStorage.save(next);
        return;
      }
      dirty.current = true;
      setStatus((old) => (old === 'conflict' ? old : 'pending'));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), SAVE_DELAY_MS);
    },
    [projectId, save],
  );

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    await save();
  }, [save]);

  // Leaving the page with unsaved work asks first; leaving the editor saves.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current || inFlight.current !== undefined) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      void flush();
    };
  }, [flush]);

  const reload = useCallback(() => {
    loadedFor.current = undefined;
    dirty.current = false;
    setStatus('saved');
    void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId ?? 0) });
  }, [projectId, queryClient]);

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
