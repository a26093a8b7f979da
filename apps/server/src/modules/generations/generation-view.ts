import type { Generation, Locale } from '@plotplan/contract';
import { unitSystemOf } from '@plotplan/domain';
import { violationsInLanguage } from '../../http/localize-plans.js';
import { toViolationBody } from '../plans/index.js';
import type { GenerationRow } from './generation-row.js';
import { nothingPlacedMessage, notPlacedReasonText } from './generation-task.js';

/**
 * A generations row as the API answers it, in the request's language: the row holds the plot it
 * was generated on, so its findings and reasons are said here in that plot's units and sides (the
 * body itself carries no plot to say them by later).
 */
export function generationView(row: GenerationRow, locale: Locale = 'en'): Generation {
  const { plot } = row.params;
  const units = unitSystemOf(plot);
  // Nothing could be placed: in Russian the failure says why in the reasons' words (English keeps
  // the stored message, which the worker wrote from the same reasons).
  const failedForAll = row.status === 'failed' && row.notPlaced.length > 0;
  return {
    id: row.id,
    project: row.projectId,
    status: row.status,
    name: row.name,
    is_favorite: row.isFavorite,
    rating: row.rating,
    seed: row.seed,
    plan: row.plan,
    score: row.score,
    score_breakdown: row.scoreBreakdown,
    violations: violationsInLanguage(row.violations.map(toViolationBody), row.plan, plot, locale),
    not_placed: row.notPlaced.map((n) => ({
      id: n.id,
      landscape_object: n.landscape_object,
      reason: notPlacedReasonText(n, locale, units),
      ...(n.because === undefined ? {} : { because: n.because }),
    })),
    unreachable: row.unreachable,
    metrics: row.metrics,
    duration_ms: row.durationMs,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    error: failedForAll && locale !== 'en' ? nothingPlacedMessage(row.notPlaced, locale, units) : row.error,
  };
}
