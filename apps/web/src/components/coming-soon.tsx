import { useDocumentTitle } from '../lib/routing';
import { useT } from '../lib/i18n';

/** An honest placeholder for a screen a later release builds: its title and what it will do. */
export function ComingSoon({ title, planned }: { title: string; planned: readonly string[] }) {
  useDocumentTitle(title);
  const t = useT();
  return (
    <main className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <section className="panel panel--notice" aria-label={t('comingSoon.title')}>
        <p className="panel__title">{t('comingSoon.title')}</p>
        <p>{t('comingSoon.intro')}</p>
        <ul>
          {planned.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </main>
  );
}
