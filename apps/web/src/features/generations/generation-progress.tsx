import { progressText, type GenerationProgress as Progress } from './progress';
import { useT } from '../../lib/i18n';

/** "2 of 4 ready" with a progress bar, announced politely as it changes. */
export function GenerationProgress({ progress }: { progress: Progress }) {
  const t = useT();
  const text = progressText(progress);
  return (
    <div className="generation-progress" aria-live="polite">
      <progress
        className="generation-progress__bar"
        max={progress.total}
        value={progress.finished}
        aria-label={t('gen.progress')}
        aria-valuetext={text}
      />
      <p className="generation-progress__text">{progress.done ? t('gen.progressDone', { text }) : text}</p>
    </div>
  );
}
