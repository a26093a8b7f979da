import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { browserReloadGuardDeps, shouldReloadFor } from './reload-guard';
import { PageSkeleton } from './page-skeleton';
import { useDocumentTitle } from '../lib/routing';
import { useT, type Translate } from '../lib/i18n';

export const DEFAULT_ERROR_STATUS = 500;
export const DEFAULT_ERROR_MESSAGE = 'Internal Server Error';

/** Status and message to show; anything that is not a deliberate route response is a plain 500. */
export function describeRouteError(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const fromData = typeof error.data === 'string' && error.data !== '' ? error.data : undefined;
    return { status: error.status, message: error.statusText || fromData || DEFAULT_ERROR_MESSAGE };
  }
  // Never show an exception's own text: it may carry internals.
  return { status: DEFAULT_ERROR_STATUS, message: DEFAULT_ERROR_MESSAGE };
}

/** The specified English titles in the interface's language (English keeps them exactly). */
function localTitle(t: Translate, message: string): string {
  if (message === DEFAULT_ERROR_MESSAGE) return t('error.internal');
  if (message === 'Page Not Found') return t('error.pageNotFoundValidation');
  return message;
}

export function ErrorView({ status, message: given }: { status: number; message: string }) {
  const t = useT();
  const message = localTitle(t, given);
  useDocumentTitle(message, { exact: true });
  return (
    <main className="page page--centered" aria-labelledby="error-title">
      <p className="error-status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{message}</h1>
      <p className="muted">{status >= 500 ? t('error.serverSide') : t('error.nothingHere')}</p>
      <div className="actions">
        <Link className="button button--primary" to="/projects">
          {t('error.toProjects')}
        </Link>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
      </div>
    </main>
  );
}

/**
 * The generic error page for render and loader errors. A screen whose chunk failed to load
 * (a stale deployment) reloads the page once instead, guarded against reload loops.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const reloading = shouldReloadFor(error, browserReloadGuardDeps());
  useEffect(() => {
    if (reloading) window.location.reload();
    else if (!isRouteErrorResponse(error)) console.error(error);
  }, [reloading, error]);
  if (reloading) return <PageSkeleton />;
  return <ErrorView {...describeRouteError(error)} />;
}
