import type { PlanVersionSummary, Project } from '@plotplan/contract';
import { useId } from 'react';
import { useLocale, useT } from '../../lib/i18n';
import { hasOlderVersions, newestFirst, SOURCE_LABELS, versionFacts } from './history-entries';
import { absoluteTime, relativeTime } from './relative-time';
import { useNow } from './use-now';
import { useRestoreVersion } from './use-restore-version';

export interface HistoryPanelProps {
  readonly project: Project;
  /** Called with the project the server answered after a restore (already in the query cache). */
  readonly onRestored?: (project: Project) => void;
  /** Runs before a restore, e.g. the editor's flush of pending edits. */
  readonly beforeRestore?: () => Promise<void>;
}

/**
 * The project's plan versions, newest first, with the current one marked and "Restore" on the
 * others. A restore never rewrites history: the server appends a new version holding the old plan.
 */
export function HistoryPanel({ project, onRestored, beforeRestore }: HistoryPanelProps) {
  const t = useT();
  const titleId = useId();
  const now = useNow();
  const restore = useRestoreVersion(project.id, {
    ...(beforeRestore === undefined ? {} : { beforeRestore }),
    ...(onRestored === undefined ? {} : { onRestored }),
  });
  const entries = newestFirst(project.history);
  const restoring = restore.isPending ? restore.variables : undefined;

  return (
    <section className="panel history-panel" aria-labelledby={titleId} aria-busy={restore.isPending}>
      <h2 id={titleId} className="panel__title">
        {t('history.title')}
      </h2>
      {entries.length === 0 ? (
        <p className="history-panel__empty muted">{t('history.empty')}</p>
      ) : (
        <>
          <p className="history-panel__hint muted">{t('history.hint')}</p>
          <ol className="history-list plain-list" aria-label={t('history.list')}>
            {entries.map((entry) => (
              <HistoryEntry
                key={entry.version}
                entry={entry}
                nowMs={now}
                current={entry.version === project.plan_version}
                restoring={restoring === entry.version}
                busy={restore.isPending}
                onRestore={() => restore.mutate(entry.version)}
              />
            ))}
          </ol>
          {hasOlderVersions(entries) && <p className="muted history-panel__more">{t('history.older')}</p>}
        </>
      )}
    </section>
  );
}

interface HistoryEntryProps {
  readonly entry: PlanVersionSummary;
  readonly nowMs: number;
  readonly current: boolean;
  readonly restoring: boolean;
  readonly busy: boolean;
  readonly onRestore: () => void;
}

function HistoryEntry({ entry, nowMs, current, restoring, busy, onRestore }: HistoryEntryProps) {
  const t = useT();
  const locale = useLocale();
  const when = absoluteTime(entry.created_at, locale);
  return (
    <li className="history-entry tile" aria-current={current ? 'true' : undefined}>
      <div className="history-entry__head">
        <span className="history-entry__version">{t('history.version', { version: entry.version })}</span>
        <span className="history-entry__source" data-source={entry.source}>
          {t(SOURCE_LABELS[entry.source])}
        </span>
        {current && <span className="history-entry__current">{t('history.current')}</span>}
      </div>
      <p className="history-entry__summary">{entry.summary}</p>
      <p className="history-entry__meta muted">
        <time dateTime={entry.created_at} title={when}>
          {relativeTime(entry.created_at, nowMs, locale)}
        </time>
        <span aria-hidden="true"> · </span>
        <span className="visually-hidden">, </span>
        <span>{when}</span>
        <span aria-hidden="true"> · </span>
        <span className="visually-hidden">, </span>
        <span>{versionFacts(entry)}</span>
      </p>
      {!current && (
        <button
          type="button"
          className="button button--small history-entry__restore"
          // aria-disabled, not disabled: a disabled button drops the keyboard focus while it waits.
          onClick={busy ? undefined : onRestore}
          aria-disabled={busy}
          aria-busy={restoring}
          aria-label={t(restoring ? 'history.restoringVersion' : 'history.restoreVersion', {
            version: entry.version,
          })}
        >
          {restoring ? t('history.restoring') : t('history.restore')}
        </button>
      )}
    </li>
  );
}
