import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  key: string;
  label: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  activeKey: string;
  onSelect: (key: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  children: ReactNode;
  testId?: string;
  /** Few tabs that share the row equally, their labels wrapping on narrow screens. */
  fill?: boolean;
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select. */
export function Tabs({
  items,
  activeKey,
  onSelect,
  label,
  children,
  testId = 'tabs',
  fill = false,
}: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.key === activeKey),
  );

  const focusTab = (index: number) => {
    const item = items[index];
    if (!item) return;
    onSelect(item.key);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index]?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: activeIndex === last ? 0 : activeIndex + 1,
      ArrowLeft: activeIndex === 0 ? last : activeIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusTab(next);
  };

  const active = items[activeIndex];
  return (
    <div className={fill ? 'tabs tabs--fill' : 'tabs'} data-testid={testId}>
      {/* Roving focus: the selected tab is focusable and arrow keys from it bubble here. */}
      {/* eslint-disable-next-line jsx-a11y-x/interactive-supports-focus */}
      <div
        ref={listRef}
        className="tabs__list"
        role="tablist"
        aria-label={label}
        onKeyDown={handleKeyDown}
      >
        {items.map((item, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={item.key}
              id={tabId(item.key)}
              type="button"
              role="tab"
              className="tabs__tab"
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(item.key)}
              data-testid={`${testId}-tab-${item.key}`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        id={`${baseId}-panel`}
        className="tabs__panel"
        role="tabpanel"
        aria-labelledby={active ? tabId(active.key) : undefined}
        data-testid={`${testId}-panel`}
      >
        {children}
      </div>
    </div>
  );
}
