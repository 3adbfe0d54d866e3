import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentCentrePanel } from '@sorteo/shared/contract/agent-centre';
import { menuMove } from '../lib/agent-menu';

export interface AgentMenuProps {
  panels: readonly AgentCentrePanel[];
  active: AgentCentrePanel;
  onSelect: (panel: AgentCentrePanel) => void;
  /** The id of the panel the entries control. */
  controls: string;
  /** Entries with something waiting for the agent (an offer to answer): a dot, and words. */
  marked?: readonly AgentCentrePanel[];
}

/**
 * The agent centre's left menu (a scrollable strip above the panel on a phone). One stop in
 * the tab order, the chosen entry; arrows, Home and End move between entries, Enter or
 * Space opens one.
 */
export function AgentMenu({ panels, active, onSelect, controls, marked = [] }: AgentMenuProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);

  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = menuMove(event.key, Math.max(0, at), items.length);
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  };

  return (
    <nav className="agent-menu" aria-label={t('agent.menu.label')} data-testid="agent-centre-menu">
      {/* Arrow keys from the focused entry's button bubble to the list, which moves focus. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
      <ul ref={listRef} className="agent-menu__list" onKeyDown={handleKeyDown}>
        {panels.map((panel) => {
          const chosen = panel === active;
          return (
            <li key={panel}>
              <button
                type="button"
                className="agent-menu__item"
                aria-current={chosen ? 'page' : undefined}
                aria-controls={controls}
                tabIndex={chosen ? 0 : -1}
                onClick={() => onSelect(panel)}
                data-testid={`agent-centre-menu-${panel}`}
              >
                {t(`agent.menu.${panel}`)}
                {marked.includes(panel) ? (
                  <>
                    <span className="agent-menu__dot" aria-hidden="true" />
                    <span className="visually-hidden">, {t('agent.menu.waiting')}</span>
                  </>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
