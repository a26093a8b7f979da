import type { Generation } from '@plotplan/contract';
import { GenerationCard, type GenerationCardProps } from './generation-card';
import { useT } from '../../lib/i18n';

type CardHandlers = Omit<
  GenerationCardProps,
  'generation' | 'comparing' | 'compareFull' | 'applying' | 'previewing'
>;

interface GenerationGalleryProps extends CardHandlers {
  readonly generations: readonly Generation[];
  readonly loading: boolean;
  readonly failedToLoad: boolean;
  readonly onRetry: () => void;
  readonly compareIds: ReadonlySet<number>;
  /** How many variants can be compared at once. */
  readonly compareLimit: number;
  readonly applyingId: number | undefined;
  /** The variant shown on the editor's canvas. */
  readonly previewId: number | undefined;
}

/** The project's variants, newest batch first; skeletons while loading, an empty state before the first run. */
export function GenerationGallery({
  generations,
  loading,
  failedToLoad,
  onRetry,
  compareIds,
  compareLimit,
  applyingId,
  previewId,
  ...handlers
}: GenerationGalleryProps) {
  const t = useT();
  if (loading)
    return (
      <div className="generation-grid plain-list" aria-busy="true" aria-label={t('gen.loading')}>
        {[0, 1, 2].map((i) => (
          <div key={i} className="skeleton generation-card generation-card--skeleton" />
        ))}
      </div>
    );
  if (failedToLoad)
    return (
      <div className="panel panel--error" role="alert">
        {t('gen.loadFailed')}{' '}
        <button type="button" className="button button--small" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  if (generations.length === 0) return <p className="empty-state panel panel--notice">{t('gen.none')}</p>;
  return (
    <ul className="generation-grid plain-list" aria-label={t('gen.variants')}>
      {withoutRepeatedFailures(generations).map(({ generation, repeats }) => (
        <li key={generation.id}>
          <GenerationCard
            generation={generation}
            comparing={compareIds.has(generation.id)}
            compareFull={compareIds.size >= compareLimit}
            applying={applyingId === generation.id}
            previewing={previewId === generation.id}
            {...handlers}
          />
          {repeats > 0 && <p className="muted">{t('gen.repeats', { count: repeats })}</p>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The variants to show: failures next to each other with the same message (a request whose
 * selection could not be placed at all fails every variant alike) are shown once, counted.
 */
export function withoutRepeatedFailures(
  generations: readonly Generation[],
): { generation: Generation; repeats: number }[] {
  const shown: { generation: Generation; repeats: number }[] = [];
  for (const generation of generations) {
    const last = shown.at(-1);
    const repeated =
      last !== undefined &&
      generation.status === 'failed' &&
      last.generation.status === 'failed' &&
      last.generation.error === generation.error;
    if (repeated) last.repeats += 1;
    else shown.push({ generation, repeats: 0 });
  }
  return shown;
}
