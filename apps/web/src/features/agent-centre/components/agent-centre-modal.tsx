import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentCentrePanel } from '@sorteo/shared/contract/agent-centre';
import { Modal } from '../../../components/ui/modal';
import { menuPanels, type AgentScheme } from '../lib/agent-menu';
import { AgentMenu } from './agent-menu';
import { IncomePanel } from './income-panel';
import { OverviewPanel } from './overview-panel';
import { RegisterCentrePanel } from './register-centre-panel';
import { TeamBetsPanel } from './team-bets-panel';
import { TeamPanel } from './team-panel';
import { TransactionsPanel } from './transactions-panel';
import { UserProfitPanel } from './user-profit-panel';
import './agent-centre.css';

export interface AgentCentreModalProps {
  onClose: () => void;
  /** The announcement list (another feature's), shown by the first entry. */
  announcements: ReactNode;
  /**
   * The contract schemes the merchant enabled, each with the panel that shows it. An entry
   * is listed only for a scheme given here (SPEC §2), so none is listed by default.
   */
  schemePanels?: Partial<Record<AgentScheme, ReactNode>>;
  /** Scheme entries with an offer waiting for the agent's answer: marked in the menu. */
  waiting?: readonly AgentScheme[];
  /** Lottery game names by game code, for the team bets table. */
  gameNames?: ReadonlyMap<string, string>;
}

/**
 * SPEC §2 "Agent centre modal" (titled Agent): the menu on the left and the chosen entry's
 * panel on the right. Only agents reach it (SPEC §6); the API refuses anyone else.
 */
export default function AgentCentreModal({
  onClose,
  announcements,
  schemePanels = {},
  waiting = [],
  gameNames,
}: AgentCentreModalProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const panels = menuPanels(Object.keys(schemePanels) as AgentScheme[]);
  const [active, setActive] = useState<AgentCentrePanel>(panels[0] ?? 'announcement');

  const content = (): ReactNode => {
    switch (active) {
      case 'announcement':
        return announcements;
      case 'overview':
        return <OverviewPanel />;
      case 'account':
        return <RegisterCentrePanel />;
      case 'team':
        return <TeamPanel />;
      case 'teamBets':
        return <TeamBetsPanel gameNames={gameNames} />;
      case 'userProfit':
        return <UserProfitPanel />;
      case 'income':
        return <IncomePanel />;
      case 'transactions':
        return <TransactionsPanel />;
      default:
        return schemePanels[active] ?? null;
    }
  };

  return (
    <Modal open onClose={onClose} title={t('agent.title')} size="lg" testId="agent-centre">
      <div className="agent-centre">
        <AgentMenu
          panels={panels}
          active={active}
          onSelect={setActive}
          controls={panelId}
          marked={waiting}
        />
        <section
          id={panelId}
          className="agent-centre__panel"
          aria-labelledby={`${panelId}-title`}
          data-testid={`agent-centre-panel-${active}`}
        >
          <h3 id={`${panelId}-title`} className="agent-centre__heading">
            {t(`agent.menu.${active}`)}
          </h3>
          {content()}
        </section>
      </div>
    </Modal>
  );
}
