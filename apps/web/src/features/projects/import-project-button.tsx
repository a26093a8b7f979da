import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { reportError } from '../../lib/forms/report-error';
import { createImportedProject, ProjectFileError, readProjectFile } from './import-project';
import { projectKeys } from './projects-api';

/** "Import": pick a project file (the summary's JSON export), create the project from it and open it. */
export function ImportProjectButton() {
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const importFile = useMutation({
    mutationFn: async (file: File) => createImportedProject(await readProjectFile(file)),
    onSuccess: async (project) => {
      notify.success('Project imported', project.name);
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
      const step = project.actual_plan === null ? 'preparation' : 'summary';
      await navigate(`/plot-editor/${step}?project=${project.id}`);
    },
    onError: (error) => {
      if (error instanceof ProjectFileError) notify.error('This file cannot be imported', error.message);
      else reportError('Could not import the project', error);
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
        {importFile.isPending ? 'Importing…' : 'Import'}
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        className="visually-hidden"
        tabIndex={-1}
        aria-label="Import a project file"
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
