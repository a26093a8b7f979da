import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/routing';
import { useT } from '../lib/i18n';

/** Unknown paths: a 404 titled exactly 'Page not found'. */
export function NotFoundPage() {
  const t = useT();
  const title = t('error.pageNotFound');
  useDocumentTitle(title, { exact: true });
  return (
    <main className="page page--centered" aria-labelledby="not-found-title">
      <p className="error-status" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{title}</h1>
      <p className="muted">{t('error.notFoundHint')}</p>
      <div className="actions">
        <Link className="button button--primary" to="/projects">
          {t('error.toProjects')}
        </Link>
      </div>
    </main>
  );
}

export { NotFoundPage as Component };
