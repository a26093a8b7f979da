import { useState, type ReactNode } from 'react';
import { useT, type MessageKey } from '../../lib/i18n';

/** Where the summary lays its sections out in one column (summary.css): a phone or a narrow tablet. */
const NARROW = '(max-width: 48rem)';

const isNarrow = (): boolean => window.matchMedia?.(NARROW).matches === true;

/** The summary's sections, in page order, by their headings' ids. */
const sections: readonly (readonly [id: string, label: MessageKey])[] = [
  ['summary-plan-heading', 'summary.plan'],
  ['summary-areas', 'summary.areas'],
  ['summary-export', 'summary.export'],
  ['summary-objects', 'summary.objects'],
  ['summary-quantities', 'summary.quantities'],
  ['summary-compliance', 'compliance.title'],
];

/**
 * A short table of contents at the top of a narrow summary (hidden on wider screens, where the page
 * is laid out side by side): the summary is many screens long on a phone.
 */
export function SummaryContents() {
  const t = useT();
  return (
    <nav className="summary-contents" aria-label={t('summary.onThisPage')}>
      <ol>
        {sections.map(([id, label]) => (
          <li key={id}>
            <a href={`#${id}`}>{t(label)}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * A long section (objects, quantities, compliance) folded on a phone, open elsewhere: its title is
 * the fold's handle there; a link to a heading inside opens it (the browser unfolds the target).
 */
export function FoldOnPhone({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const [open, setOpen] = useState(() => !isNarrow());
  return (
    <details className="summary-fold" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="summary-fold__handle">{title}</summary>
      {children}
    </details>
  );
}
