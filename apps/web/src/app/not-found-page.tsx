import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/routing';

export const NOT_FOUND_TITLE = 'Page not found';

/** Unknown paths: a 404 titled exactly 'Page not found'. */
export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE, { exact: true });
  return (
    <main className="page page--centered" aria-labelledby="not-found-title">
      <p className="error-status" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{NOT_FOUND_TITLE}</h1>
      <p className="muted">The address may be mistyped, or the page has moved.</p>
      <div className="actions">
        <Link className="button button--primary" to="/projects">
          Go to your projects
        </Link>
      </div>
    </main>
  );
}

export { NotFoundPage as Component };
