import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LobbyVendors } from '../../features/games-lobby/components/lobby-vendors';
import { LotteryGameTiles } from '../../features/lottery-launch/components/lottery-game-tiles';
import { PageFrame } from '../components/page-frame';
import { lobbyRoutes } from '../../lib/paths';

/** The platform's own lotteries, listed as vendors of LOTT, ELOTT and In-House. */
const ownLotteries = new Set(['TCG_SEA', 'TCG_LOTTO_VN']);

/** One page for every games lobby: the path segment picks the category. */
export default function LobbyPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = lobbyRoutes.find((r) => r.path === pathname.replace(/\/+$/, '')) ?? lobbyRoutes[0];
  return (
    <PageFrame
      key={route.category}
      id={`lobby-${route.category.toLowerCase()}`}
      title={t(`categories.${route.category}`)}
      banner={route.banner}
    >
      <LobbyVendors
        category={route.category}
        renderHall={(vendor) =>
          ownLotteries.has(vendor) ? <LotteryGameTiles key={vendor} vendor={vendor} /> : null
        }
      />
    </PageFrame>
  );
}
