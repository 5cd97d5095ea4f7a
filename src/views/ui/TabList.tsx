import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface TabItem {
  readonly id: string;
  readonly label: ReactNode;
  /** Extra attributes for tests and styling hooks (data-*). */
  readonly data?: Readonly<Record<`data-${string}`, string>>;
}

const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * A WAI-ARIA tab list with automatic activation: one Tab stop (the selected tab), the arrow keys,
 * Home and End move to a tab and select it.
 */
export function TabList({
  items,
  selected,
  onSelect,
  label,
  panel,
  look,
  controls = panel === undefined ? '' : `${panel}-panel`,
  className = look?.list,
  tabClassName = look?.tab,
  idPrefix = panel === undefined ? undefined : `${panel}-tab`,
  disabled = false,
}: {
  items: readonly TabItem[];
  selected: string | null;
  onSelect: (id: string) => void;
  label: string;
  /** Names the panel `<panel>-panel` and the tabs `<panel>-tab-<id>`, unless given below. */
  panel?: string;
  /** The list's and the tabs' classes, unless given below. */
  look?: { readonly list: string; readonly tab: string };
  /** The id of the tab panel the tabs control. */
  controls?: string;
  className?: string;
  tabClassName?: string;
  /** Gives each tab the id `<idPrefix>-<id>`, for a panel's aria-labelledby. */
  idPrefix?: string;
  /** On a prerendered page: the tabs wait for the app to hydrate them. */
  disabled?: boolean;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const current = Math.max(
    0,
    items.findIndex((item) => item.id === selected),
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    if (!move || items.length === 0) return;
    event.preventDefault();
    const next = items[move(current, items.length)];
    if (!next) return;
    onSelect(next.id);
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    buttons?.[items.indexOf(next)]?.focus();
  };
  return (
    <div
      ref={listRef}
      className={className}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {items.map((item, index) => {
        const isSelected = index === current;
        return (
          <button
            key={item.id}
            id={idPrefix ? `${idPrefix}-${item.id}` : undefined}
            type="button"
            role="tab"
            className={tabClassName}
            aria-selected={isSelected}
            aria-controls={controls}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(item.id)}
            disabled={disabled}
            {...item.data}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
