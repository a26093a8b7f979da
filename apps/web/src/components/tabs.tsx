import type { KeyboardEvent, ReactNode } from 'react';

export interface TabItem<T extends string> {
  readonly id: T;
  readonly label: ReactNode;
}

interface TabsProps<T extends string> {
  readonly label: string;
  /** Prefix of the tab and panel element ids (unique on the page). */
  readonly idPrefix: string;
  readonly tabs: readonly TabItem<T>[];
  readonly selected: T;
  readonly onSelect: (id: T) => void;
  readonly children: ReactNode;
  readonly panelClassName?: string;
}

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs, the panel follows. */
export function Tabs<T extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
  children,
  panelClassName,
}: TabsProps<T>) {
  const onKey = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1 + tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target % tabs.length];
    if (next === undefined) return;
    onSelect(next.id);
    document.getElementById(`${idPrefix}-tab-${next.id}`)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className="tabs">
        {tabs.map((item, index) => (
          <button
            key={item.id}
            id={`${idPrefix}-tab-${item.id}`}
            type="button"
            role="tab"
            aria-selected={selected === item.id}
            aria-controls={`${idPrefix}-panel-${item.id}`}
            tabIndex={selected === item.id ? 0 : -1}
            onClick={() => onSelect(item.id)}
            onKeyDown={(event) => onKey(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <section
        id={`${idPrefix}-panel-${selected}`}
        role="tabpanel"
        aria-labelledby={`${idPrefix}-tab-${selected}`}
        className={panelClassName}
      >
        {children}
      </section>
    </>
  );
}
