import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../components/ui/icons';

export interface MenuGroupProps {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  testId: string;
  defaultOpen?: boolean;
  /** In the icon-only rail a group cannot unfold in place: widen the menu first. */
  collapsed: boolean;
  onExpandMenu: () => void;
}

/** A disclosure in the side menu; its content is only rendered while open. */
export function MenuGroup({
  icon,
  label,
  children,
  testId,
  defaultOpen = false,
  collapsed,
  onExpandMenu,
}: MenuGroupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  const expanded = open && !collapsed;
  return (
    <li className="menu-group" data-testid={testId}>
      <button
        type="button"
        className="menu-item"
        aria-expanded={expanded}
        aria-controls={contentId}
        title={collapsed ? label : undefined}
        onClick={() => {
          if (collapsed) {
            onExpandMenu();
            setOpen(true);
          } else {
            setOpen((o) => !o);
          }
        }}
        data-testid={`${testId}-toggle`}
      >
        <span className="menu-item__icon">{icon}</span>
        <span className="menu-item__label">{label}</span>
        <ChevronDownIcon className="menu-item__chevron" />
      </button>
      <div id={contentId} className="menu-group__content" hidden={!expanded}>
        {expanded ? children : null}
      </div>
    </li>
  );
}
