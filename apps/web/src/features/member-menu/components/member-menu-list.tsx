import { useEffect, useRef, type KeyboardEvent } from 'react';

export interface MemberMenuItem {
  id: string;
  label: string;
  choose: () => void;
}

export interface MemberMenuListProps {
  id: string;
  label: string;
  /** The member's VIP service labels, said at the top; null when there are none. */
  vipText: string | null;
  items: readonly MemberMenuItem[];
  /** Closes the menu; `returnFocus` gives the focus back to its toggle. */
  onClose: (returnFocus: boolean) => void;
}

/** The open member menu: its entries, moved through with the arrow keys, Home and End. */
export function MemberMenuList({ id, label, vipText, items, onClose }: MemberMenuListProps) {
  const list = useRef<HTMLUListElement>(null);

  // Opening the menu puts the focus on its first entry.
  useEffect(() => {
    list.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);

  const handleKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (at + 1) % entries.length,
      ArrowUp: (at - 1 + entries.length) % entries.length,
      Home: 0,
      End: entries.length - 1,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    } else if (moves[event.key] !== undefined) {
      event.preventDefault();
      entries[moves[event.key]!]?.focus();
    }
  };

  return (
    <ul
      ref={list}
      id={id}
      className="member-menu__list"
      role="menu"
      aria-label={label}
      onKeyDown={handleKey}
    >
      {vipText ? (
        <li role="none" className="member-menu__vip" data-testid="member-menu-vip">
          {vipText}
        </li>
      ) : null}
      {items.map((item) => (
        <li key={item.id} role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="member-menu__item"
            onClick={() => {
              onClose(true);
              item.choose();
            }}
            data-testid={`member-menu-${item.id}`}
          >
            {item.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
