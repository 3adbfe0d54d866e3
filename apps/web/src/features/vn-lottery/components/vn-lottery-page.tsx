import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LotteryGame } from '@sorteo/shared';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorKey } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useVnMenu } from '../api/vn-api';
import { loadHiddenBars, saveHiddenBars, type VnBar } from '../lib/bars';
import { VnLobby } from './vn-lobby';
import './vn-lottery.css';

export interface VnLotteryPageProps {
  /** `?gameCode`: the game to open; null opens the first VN game. */
  gameCode: string | null;
  /** `?view=lobby`: the VN lobby instead of one game. */
  lobby: boolean;
  /** A checked way back (lobby launch `backUrl`), or null. */
  backUrl: string | null;
  gameName: (game: LotteryGame) => string;
  /** The game list of the left bar. */
  renderLeftBar: (games: LotteryGame[], activeGameCode: string | null) => ReactNode;
  /** One game: its top bar (when shown), board, pickers, slip and bets. */
  renderGame: (game: LotteryGame, showTop: boolean) => ReactNode;
}

/** The address of a VN game, keeping the way back. */
export function vnGameHref(game: Pick<LotteryGame, 'gameCode'>, backUrl: string | null): string {
  const query = new URLSearchParams({ gameCode: game.gameCode });
  if (backUrl) query.set('backUrl', backUrl);
  return `${paths.vnLottery}?${query.toString()}`;
}

/** The address of the VN lobby, keeping the way back. */
export function vnLobbyHref(backUrl: string | null): string {
  const query = new URLSearchParams({ view: 'lobby' });
  if (backUrl) query.set('backUrl', backUrl);
  return `${paths.vnLottery}?${query.toString()}`;
}

/**
 * `/vnlottery`: the Vietnamese lottery page. The left bar (games) and the top bar (period,
 * countdown, last result) can be hidden; the choice is remembered on the device.
 */
export function VnLotteryPage({
  gameCode,
  lobby,
  backUrl,
  gameName,
  renderLeftBar,
  renderGame,
}: VnLotteryPageProps) {
  const { t } = useTranslation();
  const menu = useVnMenu();
  const [hidden, setHidden] = useState<Set<VnBar>>(loadHiddenBars);
  const games = menu.data?.games ?? [];
  const game = gameCode ? games.find((g) => g.gameCode === gameCode) : games[0];

  const toggleBar = (bar: VnBar) => {
    const next = new Set(hidden);
    if (next.has(bar)) next.delete(bar);
    else next.add(bar);
    saveHiddenBars(next);
    setHidden(next);
  };

  let main;
  if (menu.isError) {
    main = <ErrorState message={t(errorKey(menu.error))} onRetry={() => void menu.refetch()} />;
  } else if (menu.isPending) {
    main = <Skeleton lines={8} testId="vn-loading" />;
  } else if (games.length === 0) {
    main = <EmptyState title={t('vnlottery.noGames')} testId="vn-no-games" />;
  } else if (lobby) {
    main = <VnLobby games={games} hrefOf={(g) => vnGameHref(g, backUrl)} gameName={gameName} />;
  } else if (!game) {
    main = (
      <EmptyState
        title={t('vnlottery.gameNotFound')}
        action={
          <ButtonLink variant="primary" to={vnGameHref(games[0]!, backUrl)}>
            {t('vnlottery.openFirst')}
          </ButtonLink>
        }
        testId="vn-game-not-found"
      />
    );
  } else {
    main = renderGame(game, !hidden.has('top'));
  }

  const showLeft = !hidden.has('left') && games.length > 0;
  return (
    <div className={`vn-lottery${showLeft ? '' : ' vn-lottery--no-left'}`} data-testid="vn-lottery">
      <div className="vn-lottery__toolbar">
        {backUrl ? (
          <ButtonLink variant="secondary" to={backUrl} data-testid="vn-back">
            {t('vnlottery.back')}
          </ButtonLink>
        ) : null}
        {(['left', 'top'] as const).map((bar) => (
          <Button
            key={bar}
            type="button"
            variant="ghost"
            aria-pressed={!hidden.has(bar)}
            onClick={() => toggleBar(bar)}
            data-testid={`vn-toggle-${bar}`}
          >
            {t(`vnlottery.bars.${bar}`)}
          </Button>
        ))}
        {lobby ? null : (
          <Link
            className="vn-lottery__lobby-link"
            to={vnLobbyHref(backUrl)}
            data-testid="vn-lobby-link"
          >
            {t('vnlottery.lobby.title')}
          </Link>
        )}
      </div>
      <div className="vn-lottery__body">
        {showLeft ? (
          <aside className="vn-lottery__left" data-testid="vn-left-bar">
            {renderLeftBar(games, lobby ? null : (game?.gameCode ?? null))}
          </aside>
        ) : null}
        <div className="vn-lottery__main">{main}</div>
      </div>
    </div>
  );
}
