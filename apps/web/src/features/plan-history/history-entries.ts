import type { PlanSource, PlanVersionSummary } from '@plotplan/contract';
import { t, type MessageKey } from '../../lib/i18n';

/** How each source of a version reads in the list (the server's planSourceSchema values). */
export const SOURCE_LABELS: Readonly<Record<PlanSource, MessageKey>> = {
  edit: 'history.sourceEdit',
  generation: 'history.sourceGeneration',
  assistant: 'history.sourceAssistant',
  restore: 'history.sourceRestore',
  import: 'history.sourceImport',
};

/** The server already sends the newest first; sorting again keeps the list right whatever the order. */
export function newestFirst(history: readonly PlanVersionSummary[]): PlanVersionSummary[] {
  return [...history].sort((a, b) => b.version - a.version);
}

/**
 * The server lists at most the newest 100 versions; when version 1 is not among them, older ones
 * exist but are not shown (they still exist on the server and could be restored by number).
 */
export function hasOlderVersions(history: readonly PlanVersionSummary[]): boolean {
  return history.length > 0 && Math.min(...history.map((entry) => entry.version)) > 1;
}

/** "5 objects, 1 rule error" / "No objects". */
export function versionFacts(entry: Pick<PlanVersionSummary, 'object_count' | 'error_count'>): string {
  const objects =
    entry.object_count === 0 ? t('history.noObjects') : t('count.objects', { count: entry.object_count });
  return entry.error_count === 0 ? objects : t('history.withErrors', { objects, count: entry.error_count });
}
