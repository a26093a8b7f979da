import type { Generation, GenerationStatus } from '@plotplan/contract';
import { t } from '../../lib/i18n';

export const isFinished = (status: GenerationStatus) => status === 'succeeded' || status === 'failed';

export interface GenerationProgress {
  readonly total: number;
  readonly finished: number;
  readonly succeeded: number;
  readonly failed: number;
  /** 0..1 (1 for an empty batch). */
  readonly fraction: number;
  readonly done: boolean;
}

/** How far a batch is: the generations with the given ids (missing ones count as unfinished). */
export function countProgress(
  generations: readonly Pick<Generation, 'id' | 'status'>[],
  ids: readonly number[],
): GenerationProgress {
  const byId = new Map(generations.map((g) => [g.id, g.status]));
  let succeeded = 0;
  let failed = 0;
  for (const id of ids) {
    const status = byId.get(id);
    if (status === 'succeeded') succeeded += 1;
    if (status === 'failed') failed += 1;
  }
  const finished = succeeded + failed;
  const total = ids.length;
  return {
    total,
    finished,
    succeeded,
    failed,
    fraction: total === 0 ? 1 : finished / total,
    done: finished === total,
  };
}

/** "2 of 4 ready", with the failures when there are any. */
export function progressText(progress: GenerationProgress): string {
  const values = { finished: progress.finished, total: progress.total, failed: progress.failed };
  return t(progress.failed > 0 ? 'gen.progressFailed' : 'gen.progressReady', values);
}

/** The ids still queued or running, to poll. */
export function unfinishedIds(generations: readonly Pick<Generation, 'id' | 'status'>[]): number[] {
  return generations.filter((g) => !isFinished(g.status)).map((g) => g.id);
}
