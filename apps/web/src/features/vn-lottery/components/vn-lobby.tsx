import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@sorteo/shared';
import { ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useVnRecent } from '../api/vn-api';
import { useVnLobbyLive } from '../hooks/use-vn-refresh';

/** The VN lobby (lobby launch view): every VN game with its latest special prize. */
export function VnLobby({
  games,
  hrefOf,
  gameName,
}: {
  games: readonly LotteryGame[];
  hrefOf: (game: LotteryGame) => string;
  /** The shown name of a game. */
  gameName: (game: LotteryGame) => string;
}) {
  const { t } = useTranslation();
  const recent = useVnRecent(true);
  useVnLobbyLive(games.map((g) => g.gameCode));
  return (
    <section className="vn-lobby" aria-label={t('vnlottery.lobby.title')} data-testid="vn-lobby">
      <h2 className="vn-section-title">{t('vnlottery.lobby.title')}</h2>
      <ul className="vn-lobby__games">
        {games.map((game) => {
          const last = recent.data?.recent.find((r) => r.gameCode === game.gameCode)?.period;
          const special = last?.result?.family === 'VN' ? last.result.prizes[0] : null;
          return (
            <li
              key={game.gameCode}
              className="vn-lobby__game"
              data-testid={`vn-lobby-${game.gameCode}`}
            >
              <h3 className="vn-lobby__name">{gameName(game)}</h3>
              {recent.isPending ? (
                <Skeleton lines={1} />
              ) : special && last ? (
                <p className="vn-lobby__last">
                  {t('vnlottery.lobby.last', { periodNo: last.periodNo })}{' '}
                  <strong className="vn-lobby__special">{special}</strong>
                </p>
              ) : (
                <p className="vn-lobby__last">{t('vnlottery.board.none')}</p>
              )}
              <ButtonLink
                variant="primary"
                to={hrefOf(game)}
                data-testid={`vn-lobby-play-${game.gameCode}`}
              >
                {t('vnlottery.lobby.play')}
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
