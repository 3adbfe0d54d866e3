import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { lobbyLaunchPath, readLobbyLaunch } from '../../features/lottery-launch/lib/lottery-launch';
import { VendorWalletsCard } from '../../features/vendor-wallets/components/vendor-wallets-card';
import { getSessionToken, sessionKeys, sessionStore } from '../../lib/storage';
import { paths } from '../../lib/paths';
import './game.css';

/**
 * The game player: shows the game a launch left in session storage, if any. A lobby launch
 * of our own lottery (`?launchMode=LOTT&lottoArea=VN&lottoGameCode=…`) opens our page instead.
 * A transfer-wallet game has its vendor's wallet above it; the game reloads after money
 * moved, so it shows its new balance.
 */
export default function GamePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [loads, setLoads] = useState(0);
  const lobbyLaunch = readLobbyLaunch(search);
  if (lobbyLaunch) {
    return <Navigate to={lobbyLaunchPath(lobbyLaunch, window.location.origin)} replace />;
  }
  const url = sessionStore.get(sessionKeys.iframeUrl);
  const playable = url !== null && /^https?:\/\//i.test(url);
  const transferVendor = sessionStore.get(sessionKeys.iframeWallet);
  return (
    <div className="game-page" data-testid="page-game">
      <title>{t('pages.game')}</title>
      <h1 className="visually-hidden">{t('pages.game')}</h1>
      {playable && transferVendor && getSessionToken() ? (
        <div className="game-page__wallet">
          <VendorWalletsCard vendor={transferVendor} onMoved={() => setLoads((n) => n + 1)} />
        </div>
      ) : null}
      {playable ? (
        <iframe
          key={loads}
          className="game-page__frame"
          src={url}
          title={t('pages.game')}
          allow="fullscreen"
        />
      ) : (
        <div className="game-page__empty">
          <EmptyState
            title={t('game.emptyTitle')}
            description={t('game.emptyText')}
            action={
              <ButtonLink variant="primary" to={paths.home}>
                {t('common.backHome')}
              </ButtonLink>
            }
            testId="page-empty-state"
          />
        </div>
      )}
    </div>
  );
}
