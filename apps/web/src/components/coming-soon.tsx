import { useDocumentTitle } from '../lib/routing';

/** An honest placeholder for a screen a later release builds: its title and what it will do. */
export function ComingSoon({ title, planned }: { title: string; planned: readonly string[] }) {
  useDocumentTitle(title);
  return (
    <main className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <section className="panel panel--notice" aria-label="Coming soon">
        <p className="panel__title">Coming soon</p>
        <p>This screen is not built yet. It will let you:</p>
        <ul>
          {planned.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </main>
  );
}
