import { SHARE_TOKEN_PATTERN, type SharedProject } from '@plotplan/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/routing';
import { SummaryView } from '../summary';
import { sharedProjectQuery } from './share-links-api';

export const SHARED_NOT_FOUND = 'This link does not exist or was revoked';

const updatedFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** A missing, malformed or revoked link: a 404 page in words a visitor understands. */
function LinkNotFound() {
  useDocumentTitle('Link not found');
  return (
    <main className="page page--centered" aria-labelledby="shared-missing-title">
      <p className="error-status" aria-hidden="true">
        404
      </p>
      <h1 id="shared-missing-title">{SHARED_NOT_FOUND}</h1>
      <p className="muted">Ask the owner of the plan for a new link.</p>
    </main>
  );
}

function Loading() {
  useDocumentTitle('Shared plan');
  return (
    <main className="step step--wide" aria-labelledby="page-title" aria-busy="true">
      <h1 id="page-title">Shared plan</h1>
      <div className="skeleton skeleton--block" aria-label="Loading the shared plan" />
    </main>
  );
}

/** Anything but a 404 (offline, a server error): say so and offer to try again. */
function LoadFailed({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  useDocumentTitle('Shared plan');
  return (
    <main className="page page--centered" aria-labelledby="shared-error-title">
      <h1 id="shared-error-title">Could not load the shared plan</h1>
      <p className="muted" role="alert">
        {message}
      </p>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          Try again
        </button>
      </div>
    </main>
  );
}

function SharedPlan({ project }: { readonly project: SharedProject }) {
  useDocumentTitle(project.name);
  const { plot, actual_plan: plan } = project;
  return (
    <main className="step step--wide summary-step shared-page" aria-labelledby="page-title">
      <div className="page-header">
        <h1 id="page-title">{project.name}</h1>
        <p className="muted">
          {project.plan_version === null ? '' : `Plan version ${project.plan_version}, `}
          updated{' '}
          <time dateTime={project.updated_at}>{updatedFormat.format(new Date(project.updated_at))}</time>
        </p>
      </div>
      <p className="panel panel--notice shared-page__note" role="note">
        Read-only view shared by the owner. It shows the current plan; nothing here can be changed.
      </p>
      {plot === null || plan === null ? (
        <section className="panel empty-state" aria-label="No plan yet">
          <p className="panel__title">No plan yet</p>
          <p>The owner has not made a plan for this plot yet. This page shows it once there is one.</p>
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
