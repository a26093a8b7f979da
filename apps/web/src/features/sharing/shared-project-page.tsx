import { SHARE_TOKEN_PATTERN, type SharedProject } from '@plotplan/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { formatDate, useLocale, useT } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/routing';
import { SummaryView } from '../summary';
import { sharedProjectQuery } from './share-links-api';

/** A missing, malformed or revoked link: a 404 page in words a visitor understands. */
function LinkNotFound() {
  const t = useT();
  useDocumentTitle(t('shared.notFoundTitle'));
  return (
    <main className="page page--centered" aria-labelledby="shared-missing-title">
      <p className="error-status" aria-hidden="true">
        404
      </p>
      <h1 id="shared-missing-title">{t('shared.notFound')}</h1>
      <p className="muted">{t('shared.askOwner')}</p>
    </main>
  );
}

function Loading() {
  const t = useT();
  useDocumentTitle(t('shared.title'));
  return (
    <main className="step step--wide" aria-labelledby="page-title" aria-busy="true">
      <h1 id="page-title">{t('shared.title')}</h1>
      <div className="skeleton skeleton--block" aria-label={t('shared.loading')} />
    </main>
  );
}

/** Anything but a 404 (offline, a server error): say so and offer to try again. */
function LoadFailed({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  const t = useT();
  useDocumentTitle(t('shared.title'));
  return (
    <main className="page page--centered" aria-labelledby="shared-error-title">
      <h1 id="shared-error-title">{t('shared.loadFailed')}</h1>
      <p className="muted" role="alert">
        {message}
      </p>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      </div>
    </main>
  );
}

function SharedPlan({ project }: { readonly project: SharedProject }) {
  const t = useT();
  const locale = useLocale();
  useDocumentTitle(project.name);
  const { plot, actual_plan: plan } = project;
  return (
    <main className="step step--wide summary-step shared-page" aria-labelledby="page-title">
      <div className="page-header">
        <h1 id="page-title">{project.name}</h1>
        <p className="muted">
          {project.plan_version === null ? '' : t('shared.planVersion', { version: project.plan_version })}
          {t('shared.updated')}{' '}
          <time dateTime={project.updated_at}>{formatDate(locale, project.updated_at, 'dateTime')}</time>
        </p>
      </div>
      <p className="panel panel--notice shared-page__note" role="note">
        {t('shared.note')}
      </p>
      {plot === null || plan === null ? (
        <section className="panel empty-state" aria-label={t('summary.noPlan')}>
          <p className="panel__title">{t('summary.noPlan')}</p>
          <p>{t('shared.noPlan')}</p>
        </section>
      ) : (
        <SummaryView project={project} plot={plot} plan={plan} bundledCatalog />
      )}
    </main>
  );
}

/** `/shared/:token`: a shared project's plan and summary, for anyone with the link (no sign-in). */
export function SharedProjectPage() {
  const token = useParams()['token'] ?? '';
  const valid = SHARE_TOKEN_PATTERN.test(token);
  const shared = useQuery({ ...sharedProjectQuery(token), enabled: valid });

  if (!valid || (shared.isError && shared.error instanceof ApiError && shared.error.status === 404))
    return <LinkNotFound />;
  if (shared.isError)
    return <LoadFailed message={shared.error.message} onRetry={() => void shared.refetch()} />;
  if (shared.isPending) return <Loading />;
  return <SharedPlan project={shared.data} />;
}

export { SharedProjectPage as Component };
