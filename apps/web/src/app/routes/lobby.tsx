import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LobbyVendors } from '../../features/games-lobby/components/lobby-vendors';
import { PageFrame } from '../components/page-frame';
import { lobbyRoutes } from '../../lib/paths';

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
      <LobbyVendors category={route.category} />
    </PageFrame>
  );
}
