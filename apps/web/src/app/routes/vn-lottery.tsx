import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LotteryGame } from '@sorteo/shared';
import {
  useCurrentPeriod,
  usePeriod,
  usePlaceBets,
  useResults,
} from '../../features/lottery/api/lottery-api';
import { GameMenu } from '../../features/lottery/components/game-menu';
import { ChaseFields } from '../../features/lottery/components/chase-fields';
import { MyBets } from '../../features/lottery/components/my-bets';
import { PeriodHeader } from '../../features/lottery/components/period-header';
import { useChaseChoice } from '../../features/lottery/hooks/use-chase-choice';
import { useDrawWatch } from '../../features/lottery/hooks/use-draw-watch';
import { useLotteryLabels } from '../../features/lottery/hooks/use-lottery-labels';
import { useLotteryLive, useRefreshOnDraw } from '../../features/lottery/hooks/use-lottery-live';
import { favouritesOf, toggleFavourite } from '../../features/lottery/lib/favourites';
import { safeBackUrl } from '../../features/lottery-launch/lib/lottery-launch';
import { requireRealAccount } from '../../features/session/require-real-account';
import { useLoggedIn, useSession } from '../../features/session/session-store';
import { sessionKeys, sessionStore } from '../../lib/storage';
import { usePermissionValue } from '../../features/system/api/get-permission';
import { VnGame } from '../../features/vn-lottery/components/vn-game';
import { useVnRefreshOnDraw } from '../../features/vn-lottery/hooks/use-vn-refresh';
import { vnGameHref, VnLotteryPage } from '../../features/vn-lottery/components/vn-lottery-page';
import { useUiStore } from '../../lib/ui-store';
import { PageFrame } from '../components/page-frame';
// The lottery's own parts (menu, period bar, my bets) keep their look on this page.
import '../../features/lottery/components/lottery.css';

/**
 * The left bar: the VN games with their favourite stars (LOTTFAV). Starring is for real
 * accounts, as on `/lottery`: a visitor gets the login dialog, a trial account the
 * `in_need_true_account` warning. The stars follow the account once its session loads.
 */
function VnGameList({
  games,
  active,
  backUrl,
}: {
  games: LotteryGame[];
  active: string | null;
  backUrl: string | null;
}) {
  const { t } = useTranslation();
  // The stored name covers the moment a reloaded page is still loading its member.
  const username =
    useSession((s) => s.member?.account ?? null) ?? sessionStore.get(sessionKeys.username);
  const openModal = useUiStore((s) => s.openModal);
  const [favourites, setFavourites] = useState<{ user: string | null; codes: string[] }>(() => ({
    user: username,
    codes: username ? favouritesOf(username) : [],
  }));
  if (favourites.user !== username) {
    setFavourites({ user: username, codes: username ? favouritesOf(username) : [] });
  }
  return (
    <GameMenu
      groups={[{ code: 'VN', title: t('lottery.families.VN'), games }]}
      activeGameCode={active}
      favourites={favourites.codes}
      onToggleFavourite={(gameCode) =>
        requireRealAccount(
          () => openModal('login'),
          () => {
            if (username) {
              setFavourites({ user: username, codes: toggleFavourite(username, gameCode) });
            }
          },
        )
      }
      hrefOf={(game) => vnGameHref(game, backUrl)}
    />
  );
}

/** One VN game wired to the lottery's periods, live updates, bets and the player's list. */
function VnGameScreen({ game, showTop }: { game: LotteryGame; showTop: boolean }) {
  const [params, setParams] = useSearchParams();
  const exp = usePermissionValue().whitelabel.currencyExponent;
  const { gameName } = useLotteryLabels();
  const signedIn = useLoggedIn();
  const openModal = useUiStore((s) => s.openModal);
  const current = useCurrentPeriod(game.gameCode);
  const watch = useDrawWatch(current.data, current.dataUpdatedAt, current.refetch, signedIn);
  useLotteryLive(game.gameCode, signedIn);
  const lastDrawnNo = current.data?.lastDrawn?.periodNo ?? null;
  useRefreshOnDraw(game.gameCode, lastDrawnNo);
  useVnRefreshOnDraw(game.gameCode, lastDrawnNo);
  const chase = useChaseChoice();
  const periodNo = params.get('periodNo');
  const asked = usePeriod(game.gameCode, periodNo ?? '', periodNo !== null);
  const results = useResults(game.gameCode, 10);
  const place = usePlaceBets();
  const name = gameName(game.gameCode, game.gameName);

  const askedDrawn = asked.data && asked.data.result ? asked.data : null;
  return (
    <VnGame
      game={game}
      currencyExponent={exp}
      current={current}
      showTop={showTop}
      topBar={
        current.data ? (
          <PeriodHeader
            data={current.data}
            offsetMs={watch.offsetMs}
            awaiting={watch.awaiting}
            gameName={name}
          />
        ) : null
      }
      boardPeriod={askedDrawn ?? current.data?.lastDrawn ?? null}
      boardLoading={current.isPending || (periodNo !== null && asked.isPending)}
      drawn={results.data?.content ?? []}
      onBoardPeriod={(next) => {
        const query = new URLSearchParams(params);
        query.set('periodNo', next);
        setParams(query, { replace: true });
      }}
      onPlace={(request) => place.mutateAsync(request)}
      placing={place.isPending}
      // Trial accounts bet too, with their demo balance: only a visitor is stopped.
      requireSignIn={(action) => (signedIn ? action() : openModal('login'))}
      chase={{
        fields: (
          <ChaseFields
            chase={chase.choice}
            onChase={chase.onChange}
            error={chase.error}
            testIdPrefix="vn-slip"
          />
        ),
        periods: chase.periods,
        take: chase.take,
      }}
      myBets={
        <MyBets
          gameCode={game.gameCode}
          currencyExponent={exp}
          signedIn={signedIn}
          onLogin={() => openModal('login')}
        />
      }
      gameName={name}
    />
  );
}

/** The Vietnamese lottery (SPEC §2 `/vnlottery`, optional `gameCode`), under the w_lott banners. */
export default function VnLotteryRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { gameName } = useLotteryLabels();
  const backUrl = safeBackUrl(params.get('backUrl'), window.location.origin);
  return (
    <PageFrame id="vnlottery" title={t('pages.vnLottery')} banner="w_lott">
      <VnLotteryPage
        gameCode={params.get('gameCode')}
        lobby={params.get('view') === 'lobby'}
        backUrl={backUrl}
        gameName={(game) => gameName(game.gameCode, game.gameName)}
        renderLeftBar={(games, active) => (
          <VnGameList games={games} active={active} backUrl={backUrl} />
        )}
        renderGame={(game, showTop) => (
          <VnGameScreen key={game.gameCode} game={game} showTop={showTop} />
        )}
      />
    </PageFrame>
  );
}
