import type { ChatMessage, Project } from '@plotplan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import { reportError } from '../../lib/forms/report-error';
import { setPreviousPlan } from '../plan-history';
import { storeProject } from '../projects';
import { undoBody } from './chat-cache';

export interface UndoOptions {
  /** Runs first: the editor's pending edits are saved, so the restore is based on what is shown. */
  readonly beforeUndo: () => Promise<void>;
  readonly onUndone?: (project: Project) => void;
}

/**
 * Takes back an assistant message's changes with set_previous_plan (a new version holding the plan
 * from before them) and puts the answered project into the cache, so the editor shows it at once.
 */
export function useUndoAssistantChange(project: Project, { beforeUndo, onUndone }: UndoOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: ChatMessage) => {
      await beforeUndo();
      return setPreviousPlan(project.id, undoBody(message.actions, project.history));
    },
    onSuccess: (restored) => {
      storeProject(queryClient, restored);
      notify.success(
        "Undid the assistant's change",
        restored.plan_version === null
          ? undefined
          : `The earlier plan is current again as version ${restored.plan_version}.`,
      );
      onUndone?.(restored);
    },
    onError: (error) => reportError("Could not undo the assistant's change", error),
  });
}
