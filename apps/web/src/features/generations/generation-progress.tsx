import { progressText, type GenerationProgress as Progress } from './progress';

/** "2 of 4 ready" with a progress bar, announced politely as it changes. */
export function GenerationProgress({ progress }: { progress: Progress }) {
  const text = progressText(progress);
  return (
    <div className="generation-progress" aria-live="polite">
      <progress
        className="generation-progress__bar"
        max={progress.total}
        value={progress.finished}
        aria-label="Generation progress"
        aria-valuetext={text}
      />
      <p className="generation-progress__text">{progress.done ? `Done: ${text}` : text}</p>
    </div>
  );
}
