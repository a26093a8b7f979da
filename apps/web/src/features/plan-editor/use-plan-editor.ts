import type { Project } from '@plotplan/contract';
import { packForPlot, type LandscapeObject, type Plot } from '@plotplan/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { notify } from '../../app/toasts/notifications-store';
import { ApiError } from '../../lib/api';
import { reportError } from '../../lib/forms/report-error';
import { projectKeys, projectsApi, storeProject } from '../projects/projects-api';
import { PlanEditor, type EditorState } from './model/plan-editor';
import { PlanSaver, type PlanSaveStatus } from './saving/plan-saver';

export interface PlanEditorSession {
  readonly editor: PlanEditor;
  readonly state: EditorState;
  readonly saveStatus: PlanSaveStatus;
  /** Writes waiting changes now (before generating, leaving, or on "retry"). */
  readonly flush: () => Promise<void>;
}

interface Bundle {
  readonly editor: PlanEditor;
  readonly saver: PlanSaver<Project & { planVersion: number | null }>;
}

/**
 * The editor for a project's current plan. Committed changes are saved as plan versions (debounced,
 * based on the version last seen, so a change elsewhere is a conflict, not an overwrite); a plan
 * changed elsewhere (restored, generated, applied) replaces the editor's plan.
 */
export function usePlanEditor(
  project: Project & { plot: Plot },
  catalog: readonly LandscapeObject[],
): PlanEditorSession {
  const queryClient = useQueryClient();
  const { id, plot } = project;
  // A new editor only for another project, plot or catalog; plan changes flow in through the effect.
  const bundle = useMemo((): Bundle => {
    const saver = new PlanSaver({
      baseVersion: null,
      save: async (plan, base, summary) => {
        const saved = await projectsApi.editPlan(id, plan, base, summary);
        return { ...saved, planVersion: saved.plan_version };
      },
      isConflict: (error) => error instanceof ApiError && error.status === 409,
      onSaved: ({ planVersion: _, ...saved }) => storeProject(queryClient, saved),
      onError: (error, conflict) => {
        if (!conflict) return reportError('Could not save the plan', error);
        notify.error(
          'The plan changed elsewhere',
          'Your last change was not saved; the latest plan is shown.',
        );
        void queryClient.invalidateQueries({ queryKey: projectKeys.detail(id) });
      },
    });
    const editor = new PlanEditor({
      plot,
      plan: { objects: [] },
      pack: packForPlot(plot),
      catalog,
      onCommit: ({ plan, summary }) => saver.schedule(plan, summary),
    });
    return { editor, saver };
  }, [id, plot, catalog, queryClient]);
  const { editor, saver } = bundle;

  // Take the server's plan whenever it is not the one we are writing: first load, restore, apply.
  const serverPlan = project.actual_plan;
  const serverVersion = project.plan_version;
  useEffect(() => {
    if (saver.busy) return;
    if (saver.version === serverVersion && saver.getStatus() !== 'conflict' && editor.plan.objects.length > 0)
      return;
    editor.replacePlan(serverPlan ?? { objects: [] });
    saver.reset(serverVersion);
  }, [editor, saver, serverPlan, serverVersion]);

  // Leaving the editor writes what is waiting.
  useEffect(() => () => void saver.flush(), [saver]);

  const state = useSyncExternalStore(editor.subscribe, editor.getState);
  const saveStatus = useSyncExternalStore(saver.subscribe, saver.getStatus);
  return { editor, state, saveStatus, flush: () => saver.flush() };
}
