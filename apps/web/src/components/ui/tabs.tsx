import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/** The ids that tie a tab to the one panel it controls: `<prefix>-tab-<key>` and `<prefix>-panel`. */
export const tabIdFor = (idPrefix: string, key: string) => `${idPrefix}-tab-${key}`;
export const panelIdFor = (idPrefix: string) => `${idPrefix}-panel`;

interface TabsProps<K extends string> {
  /** What the tabs choose between, for assistive technology ("Leaderboard period"). */
  label: string;
  tabs: ReadonlyArray<{ key: K; label: string }>;
  selected: K;
  onChange: (key: K) => void;
  idPrefix: string;
  /** Layout of the tab list (the look is shared). */
  className?: string;
  /** Layout of each tab. */
  tabClassName?: string;
}

/**
 * The one tab list (WAI-ARIA tabs pattern, selection follows focus): arrow keys move to and
 * select the previous or next tab (wrapping), Home and End the first and last; only the selected
 * tab is in the tab order. Pair it with `TabPanel` under the same `idPrefix`.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onChange,
  idPrefix,
  className = 'inline-flex',
  tabClassName = '',
}: TabsProps<K>) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const select = (next: K) => {
    onChange(next);
    buttons.current.get(next)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.key === selected);
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = tabs[moves[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    select(target.key);
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={`rounded-xl border border-line bg-white p-1 ${className}`}
    >
      {tabs.map(({ key, label: text }) => {
        const isSelected = key === selected;
        return (
          <button
            key={key}
            ref={(element) => {
              if (element) buttons.current.set(key, element);
              else buttons.current.delete(key);
            }}
            id={tabIdFor(idPrefix, key)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelIdFor(idPrefix)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => select(key)}
            className={`min-h-11 rounded-lg px-4 font-semibold whitespace-nowrap transition-colors ${tabClassName} ${
              isSelected
                ? 'bg-primary text-white shadow-sm'
                : 'text-muted hover:bg-primary-light hover:text-primary'
            }`}
          >
            {text}
          </button>
        );
      })}
    </div>
  );
}

/** The panel the selected tab controls. */
export function TabPanel({
  idPrefix,
  selected,
  children,
}: {
  idPrefix: string;
  selected: string;
  children: ReactNode;
}) {
  return (
    <div id={panelIdFor(idPrefix)} role="tabpanel" aria-labelledby={tabIdFor(idPrefix, selected)}>
      {children}
    </div>
  );
}
