import { useT } from '../lib/i18n';

/** Placeholder while a screen loads. */
export function PageSkeleton() {
  const t = useT();
  return (
    <div className="page" aria-busy="true" aria-live="polite">
      <div className="skeleton skeleton--title" />
      <div className="skeleton skeleton--block" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
