import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import AgentCentreModal from '../../features/agent-centre/components/agent-centre-modal';
import { useConsolidated } from '../../features/agent-centre/api/get-consolidated';
import type { AgentScheme } from '../../features/agent-centre/lib/agent-menu';
import {
  enabledSchemes,
  schemeKinds,
  waitingSchemes,
} from '../../features/agent-centre/lib/contract-schemes';
import { AnnouncementList } from '../../features/announcements/components/announcement-list';
import { useLotteryMenus } from '../../features/lottery-launch/api/get-lottery-menus';
import { menuGames } from '../../features/lottery-launch/lib/lottery-launch';
import { usePermissionValue } from '../../features/system/api/get-permission';

// The contract entries' panel is fetched the first time one of them opens, not with the centre.
const ContractPanel = lazy(() =>
  import('../../features/agent-centre/components/contract-panel').then((m) => ({
    default: m.ContractPanel,
  })),
);

/**
 * The agent centre with the parts other features own: the announcement list of its first
 * entry and the lottery games' names of the team bets. The contract entries are the ones
 * the consolidated call shows (SPEC §2), read each time the dialog opens. Loaded when the
 * dialog first opens.
 */
export default function AgentCentreDialog({ onClose }: { onClose: () => void }) {
  const { timeZone } = usePermissionValue().whitelabel;
  const consolidated = useConsolidated();
  const menus = useLotteryMenus();

  const schemes = useMemo(() => {
    const panels: Partial<Record<AgentScheme, ReactNode>> = {};
    if (!consolidated.data) return { panels, waiting: [] };
    for (const scheme of enabledSchemes(consolidated.data)) {
      panels[scheme] = (
        <Suspense key={scheme} fallback={<Skeleton lines={8} testId="contract-loading" />}>
          <ContractPanel kind={schemeKinds[scheme]} timeZone={timeZone} />
        </Suspense>
      );
    }
    return { panels, waiting: waitingSchemes(consolidated.data) };
  }, [consolidated.data, timeZone]);

  const gameNames = useMemo(
    () => new Map(menuGames(menus.data).map((game) => [game.gameCode, game.gameName])),
    [menus.data],
  );

  return (
    <AgentCentreModal
      onClose={onClose}
      announcements={<AnnouncementList timeZone={timeZone} />}
      schemePanels={schemes.panels}
      waiting={schemes.waiting}
      gameNames={gameNames}
    />
  );
}
