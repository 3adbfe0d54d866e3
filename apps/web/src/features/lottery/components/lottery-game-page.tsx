import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import type { BetType } from '@sorteo/shared/lottery/bet-types';
import type { LotteryGame } from '@sorteo/shared/contract/lottery';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorKey } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { sessionKeys, sessionStore } from '../../../lib/storage';
import { useUiStore } from '../../../lib/ui-store';
import { requireRealAccount } from '../../session/require-real-account';
import { useLoggedIn, useSession } from '../../session/session-store';
import { usePermissionValue } from '../../system/api/get-permission';
import { useGameMenus } from '../api/lottery-api';
import { favouritesOf, toggleFavourite } from '../lib/favourites';
import { GameBoard } from './game-board';
import { GameMenu, type GameMenuGroup } from './game-menu';
import './lottery.css';

export interface LotteryGamePageProps {
  /** The family whose first game opens when the address names none. */
  defaultFamily: '5D' | 'K3';
  /** The route this page is on (`/lottery`, `/elott`), for the menu's links. */
  basePath: string;
  /** A checked way back (lobby launch `backUrl`), kept on the menu's links; null for none. */
  backUrl?: string | null;
}

const familyOrder = ['5D', 'K3', 'VN'] as const;

/**
 * The SEA lottery (5D and K3): the game menu, then the chosen game's board. The address
 * holds the choice: `gameCode` the game, `playType` the bet type tab. VN games are listed
 * too and open on their own page.
 */
export function LotteryGamePage({ defaultFamily, basePath, backUrl = null }: LotteryGamePageProps) {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const [params, setParams] = useSearchParams();
  const openModal = useUiStore((s) => s.openModal);
  // The stored name covers the moment a reloaded page is still loading its member.
  const username =
    useSession((s) => s.member?.account ?? null) ?? sessionStore.get(sessionKeys.username);
  const signedIn = useLoggedIn();
  const brand = usePermissionValue().whitelabel;
  const [favourites, setFavourites] = useState<{ user: string | null; codes: string[] }>(() => ({
    user: username,
    codes: username ? favouritesOf(username) : [],
  }));
  if (favourites.user !== username) {
    setFavourites({ user: username, codes: username ? favouritesOf(username) : [] });
  }

  const groups = useMemo<GameMenuGroup[]>(() => {
    const all = menus.data?.gameMenus ?? [];
    return familyOrder
      .map((family) => ({
        code: family,
        title: t(`lottery.families.${family}`),
        games: all.flatMap((m) => m.games).filter((g) => g.family === family),
      }))
      .filter((g) => g.games.length > 0);
  }, [menus.data, t]);

  if (menus.isError) {
    return (
      <ErrorState
        message={t(errorKey(menus.error))}
        onRetry={() => void menus.refetch()}
        testId="lottery-menu-error"
      />
    );
  }
  if (menus.isPending) return <Skeleton lines={8} testId="lottery-loading" />;

  const everyGame = groups.flatMap((g) => g.games);
  const asked = params.get('gameCode');
  const askedGame = asked ? everyGame.find((g) => g.gameCode === asked) : undefined;
  const askedPeriodNo = params.get('periodNo');
  if (askedGame?.family === 'VN') {
    return <Navigate to={vnHref(askedGame.gameCode, backUrl, askedPeriodNo)} replace />;
  }
  const game =
    askedGame ??
    everyGame.find((g) => g.family === defaultFamily) ??
    everyGame.find((g) => g.family !== 'VN');
  if (!game) {
    return <EmptyState title={t('lottery.noGames')} testId="lottery-no-games" />;
  }

  const hrefOf = (g: LotteryGame) =>
    g.family === 'VN'
      ? vnHref(g.gameCode, backUrl)
      : withQuery(basePath, { gameCode: g.gameCode, backUrl });
  const onToggleFavourite = (gameCode: string) =>
    requireRealAccount(
      () => openModal('login'),
      () => {
        if (username) setFavourites({ user: username, codes: toggleFavourite(username, gameCode) });
      },
    );
  const playType = params.get('playType');
  const onPlayType = (betType: BetType) => {
    const next = new URLSearchParams(params);
    next.set('gameCode', game.gameCode);
    next.set('playType', betType);
    setParams(next, { replace: true });
  };

  return (
    <div className="lottery-page" data-testid="lottery-page">
      {backUrl ? (
        <div className="lottery-page__toolbar">
          <ButtonLink variant="secondary" to={backUrl} data-testid="lottery-back">
            {t('lottery.back')}
          </ButtonLink>
        </div>
      ) : null}
      <GameMenu
        groups={groups}
        activeGameCode={game.gameCode}
        favourites={favourites.codes}
        onToggleFavourite={onToggleFavourite}
        hrefOf={hrefOf}
      />
      <GameBoard
        key={game.gameCode}
        game={game}
        playType={playType}
        onPlayType={onPlayType}
        // The period asked for belongs to the game asked for; another game ignores it.
        askedPeriodNo={askedGame ? askedPeriodNo : null}
        signedIn={signedIn}
        currencyExponent={brand.currencyExponent}
        onLogin={() => openModal('login')}
      />
    </div>
  );
}

function withQuery(path: string, query: Record<string, string | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  return `${path}?${params.toString()}`;
}

const vnHref = (gameCode: string, backUrl: string | null, periodNo: string | null = null) =>
  withQuery(paths.vnLottery, { gameCode, periodNo, backUrl });
