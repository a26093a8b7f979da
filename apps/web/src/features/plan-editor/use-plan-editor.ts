import type { Project } from '@plotplan/contract';
import { packForPlot, type LandscapeObject, type Plot } from '@plotplan/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  reportSaveError,
  useAutosave,
  type AutosaveStatus,
  type VersionedAutosave,
} from '../../lib/autosave';
import { projectKeys, projectsApi, storeProject } from '../projects';
import { t } from '../../lib/i18n';
import { PlanEditor, type EditorState } from './model/plan-editor';
import { createPlanAutosave, type PlanChange } from './saving/plan-autosave';

export interface PlanEditorSession {
  readonly editor: PlanEditor;
  readonly state: EditorState;
  readonly saveStatus: AutosaveStatus;
  /** Writes waiting changes now (before generating, leaving, or on "retry"). */
  readonly flush: () => Promise<void>;
}

interface Bundle {
  readonly editor: PlanEditor;
  readonly saver: VersionedAutosave<PlanChange, Project>;
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
    const saver = createPlanAutosave({
      baseVersion: null,
      save: (plan, base, summary) => projectsApi.editPlan(id, plan, base, summary),
      versionOf: (saved) => saved.plan_version,
      onSaved: (saved) => storeProject(queryClient, saved),
      onError: reportSaveError({
        failed: t('planSave.failed'),
        conflict: [t('planSave.conflict'), t('planSave.conflictDetail')],
        onConflict: () => void queryClient.invalidateQueries({ queryKey: projectKeys.detail(id) }),
      }),
    });
    const editor = new PlanEditor({
      plot,
      plan: { objects: [] },
      pack: packForPlot(plot),
      catalog,
      onCommit: ({ plan, summary }) => saver.schedule({ plan, summary }),
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

  // Leaving the editor writes what is waiting; reloading or closing the page asks first.
  const saveStatus = useAutosave(saver, { warnBeforeUnload: true });
  const state = useSyncExternalStore(editor.subscribe, editor.getState);
  return { editor, state, saveStatus, flush: () => saver.flush() };
}
