import type { Generation } from '@plotplan/contract';
import { unitSystemOf } from '@plotplan/domain';
import { toViolationBody } from '../plans/index.js';
import type { GenerationRow } from './generation-row.js';
import { notPlacedReasonText } from './generation-task.js';

/** A generations row as the API answers it (the reasons' distances in the plot's units). */
export function generationView(row: GenerationRow): Generation {
  const units = unitSystemOf(row.params.plot);
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
    violations: row.violations.map(toViolationBody),
    not_placed: row.notPlaced.map((n) => ({
      id: n.id,
      landscape_object: n.landscape_object,
      reason: notPlacedReasonText(n, 'en', units),
      ...(n.because === undefined ? {} : { because: n.because }),
    })),
    unreachable: row.unreachable,
    metrics: row.metrics,
    duration_ms: row.durationMs,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    error: row.error,
  };
}
