import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { LotteryGamePage } from '../../features/lottery/components/lottery-game-page';
import { safeBackUrl } from '../../features/lottery-launch/lib/lottery-launch';
import { PageFrame } from '../components/page-frame';
import { paths } from '../../lib/paths';

/**
 * `/lottery` and `/elott`: the SEA lottery (5D and K3), with the w_lott banners.
 * `/lottery` opens the first 5D game; `/elott` (the electronic lottery) opens the first K3
 * game, so the dice game that defines the electronic lottery is one click away. Both list
 * every game: the address's `gameCode` and `playType` pick the game and the bet type,
 * `periodNo` shows that period's result, and a lobby launch's `backUrl` (checked) the way back.
 */
export default function LotteryPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const elott = pathname.replace(/\/+$/, '') === paths.elott;
  const [params] = useSearchParams();
  const backUrl = safeBackUrl(params.get('backUrl'), window.location.origin);
  return (
    <PageFrame
      key={elott ? 'elott' : 'lottery'}
      id={elott ? 'elott' : 'lottery'}
      title={t(elott ? 'pages.elott' : 'pages.lottery')}
      banner="w_lott"
    >
      <LotteryGamePage
        defaultFamily={elott ? 'K3' : '5D'}
        basePath={elott ? paths.elott : paths.lottery}
        backUrl={backUrl}
      />
    </PageFrame>
  );
}
