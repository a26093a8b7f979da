import type { ProjectListItem } from '@plotplan/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { useDocumentTitle } from '../../lib/routing';
import { ConfirmDialog } from '../../components/dialog';
import { serverFormErrors } from '../../lib/forms/field-errors';
import { reportError } from '../../lib/forms/report-error';
import { ImportProjectButton } from './import-project-button';
import { ProjectCard } from './project-card';
import { ProjectNameDialog } from './project-name-dialog';
import { projectKeys, projectsApi, projectsQuery } from './projects-api';
import { useT } from '../../lib/i18n';

type Dialogs =
  | { kind: 'create' }
  | { kind: 'rename'; project: ProjectListItem }
  | { kind: 'delete'; project: ProjectListItem }
  | null;

export function ProjectsPage() {
  const t = useT();
  useDocumentTitle(t('nav.projects'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const projects = useQuery(projectsQuery());
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: projectKeys.all });
  const close = () => {
    setDialog(null);
    setNameError(undefined);
  };
  const onNameError = (title: string) => (error: unknown) => {
    const fields = serverFormErrors(error, ['name'] as const);
    if (fields?.name !== undefined) setNameError(fields.name);
    else reportError(title, error);
  };

  const create = useMutation({
    mutationFn: (name: string) => projectsApi.create({ name }),
    onSuccess: async (project) => {
      close();
      await refresh();
      await navigate(`/plot-editor/preparation?project=${project.id}`);
    },
    onError: onNameError(t('projects.createFailed')),
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => projectsApi.patch(id, { name }),
    onSuccess: async () => {
      close();
      notify.success(t('projects.renamed'));
      await refresh();
    },
    onError: onNameError(t('projects.renameFailed')),
  });
  const duplicate = useMutation({
    mutationFn: (id: number) => projectsApi.duplicate(id),
    onSuccess: async (copy) => {
      notify.success(t('projects.duplicated'), copy.name);
      await refresh();
    },
    onError: (error) => reportError(t('projects.duplicateFailed'), error),
  });
  const remove = useMutation({
    mutationFn: (id: number) => projectsApi.remove(id),
    onSuccess: async () => {
      close();
      notify.success(t('projects.deleted'));
      await refresh();
    },
    onError: (error) => reportError(t('projects.deleteFailed'), error),
  });

  return (
    <main className="page" aria-labelledby="page-title">
      <div className="page-header">
        <h1 id="page-title">{t('nav.projects')}</h1>
        <div className="page-header__actions">
          <ImportProjectButton />
          <button
            type="button"
            className="button button--primary"
            onClick={() => setDialog({ kind: 'create' })}
          >
            {t('projects.new')}
          </button>
        </div>
      </div>
      {projects.isPending && (
        <ul className="project-grid plain-list" aria-busy="true" aria-label={t('projects.loading')}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="skeleton project-card--skeleton" />
          ))}
        </ul>
      )}
      {projects.isError && (
        <div className="panel panel--error" role="alert">
          <p>{t('projects.loadFailed', { reason: projects.error.message })}</p>
          <button type="button" className="button" onClick={() => void projects.refetch()}>
            {t('common.tryAgain')}
          </button>
        </div>
      )}
      {projects.data?.length === 0 && (
        <section className="panel empty-state" aria-label={t('projects.none')}>
          <p className="panel__title">{t('projects.none')}</p>
          <p>{t('projects.noneHint')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setDialog({ kind: 'create' })}
          >
            {t('projects.createFirst')}
          </button>
        </section>
      )}
      {projects.data !== undefined && projects.data.length > 0 && (
        <ul className="project-grid plain-list" aria-label={t('projects.yours')}>
          {projects.data.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              onRename={() => setDialog({ kind: 'rename', project })}
              onDuplicate={() => duplicate.mutate(project.id)}
              onDelete={() => setDialog({ kind: 'delete', project })}
            />
          ))}
        </ul>
      )}
      {dialog?.kind === 'create' && (
        <ProjectNameDialog
          open
          title={t('projects.new')}
          submitLabel={t('projects.create')}
          initialName=""
          pending={create.isPending}
          serverError={nameError}
          onSubmit={(name) => create.mutate(name)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'rename' && (
        <ProjectNameDialog
          open
          title={t('projects.renameTitle')}
          submitLabel={t('projects.rename')}
          initialName={dialog.project.name}
          pending={rename.isPending}
          serverError={nameError}
          onSubmit={(name) => rename.mutate({ id: dialog.project.id, name })}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('projects.deleteTitle')}
        message={dialog?.kind === 'delete' ? t('projects.deleteMessage', { name: dialog.project.name }) : ''}
        confirmLabel={t('common.delete')}
        pending={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && remove.mutate(dialog.project.id)}
        onClose={close}
      />
    </main>
  );
}

export { ProjectsPage as Component };
