import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { reportError } from '../../lib/forms/report-error';
import { createImportedProject, ProjectFileError, readProjectFile } from './import-project';
import { projectKeys } from './projects-api';
import { useT } from '../../lib/i18n';

/** "Import": pick a project file (the summary's JSON export), create the project from it and open it. */
export function ImportProjectButton() {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const importFile = useMutation({
    mutationFn: async (file: File) => createImportedProject(await readProjectFile(file)),
    onSuccess: async (project) => {
      notify.success(t('projects.imported'), project.name);
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
      const step = project.actual_plan === null ? 'preparation' : 'summary';
      await navigate(`/plot-editor/${step}?project=${project.id}`);
    },
    onError: (error) => {
      if (error instanceof ProjectFileError) notify.error(t('projects.importRefused'), error.message);
      else reportError(t('projects.importFailed'), error);
    },
  });

  return (
    <>
      <button
        type="button"
        className="button"
        disabled={importFile.isPending}
        aria-busy={importFile.isPending}
        onClick={() => input.current?.click()}
      >
        {importFile.isPending ? t('projects.importing') : t('projects.import')}
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('projects.importFile')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that picking the same file again imports it again.
          event.target.value = '';
          if (file !== undefined) importFile.mutate(file);
        }}
      />
    </>
  );
}
