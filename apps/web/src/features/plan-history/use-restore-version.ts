import type { Project } from '@plotplan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import { t } from '../../lib/i18n';
import { reportError } from '../../lib/forms/report-error';
import { storeProject } from '../projects';
import { setPreviousPlan } from './history-api';

export interface RestoreOptions {
  /** Runs first, e.g. to save pending edits so they become a version before the restore. */
  readonly beforeRestore?: () => Promise<void>;
  readonly onRestored?: (project: Project) => void;
}

/** Restores a version (appended as a new one) and puts the answered project into the cache. */
export function useRestoreVersion(projectId: number, { beforeRestore, onRestored }: RestoreOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (version: number) => {
      await beforeRestore?.();
      return setPreviousPlan(projectId, { version });
    },
    onSuccess: (project, version) => {
      storeProject(queryClient, project);
      notify.success(
        t('history.restored', { version }),
        project.plan_version === null
          ? undefined
          : t('history.restoredDetail', { version: project.plan_version }),
      );
      onRestored?.(project);
    },
    onError: (error, version) => reportError(t('history.restoreFailed', { version }), error),
  });
}
