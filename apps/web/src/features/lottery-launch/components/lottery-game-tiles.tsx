import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LazyImage } from '../../../components/ui/lazy-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorKey } from '../../../lib/api-client';
import { useLotteryMenus } from '../api/get-lottery-menus';
import { gamePath, menuGames } from '../lib/lottery-launch';
import './lottery-game-tiles.css';

/** The platform's own lotteries as game tiles, each opening its page (the In-House hall). */
export function LotteryGameTiles({ vendor }: { vendor: string }) {
  const { t } = useTranslation();
  const menus = useLotteryMenus();
  if (menus.isPending)
    return <Skeleton lines={6} className="lottery-tiles lottery-tiles--loading" />;
  if (menus.isError) {
    return <ErrorState message={t(errorKey(menus.error))} onRetry={() => void menus.refetch()} />;
  }
  const games = menuGames(menus.data).filter((g) => g.accountTypeName === vendor);
  if (games.length === 0) return <EmptyState title={t('lottery.noGames')} />;
  return (
    <ul className="lottery-tiles" data-testid="lottery-tiles">
      {games.map((game) => {
        const name = t(`lottery.games.${game.gameCode}`, { defaultValue: game.gameName });
        return (
          <li key={game.gameCode}>
            <Link
              className="lottery-tile"
              to={gamePath(game)}
              data-testid={`lottery-tile-${game.gameCode}`}
            >
              <LazyImage
                src={`/static/games/${game.accountTypeName}/${game.gameCode}.svg`}
                alt=""
                className="lottery-tile__art"
                fallback={<span className="lottery-tile__fallback">{game.family}</span>}
              />
              <span className="lottery-tile__name">{name}</span>
              <span className="lottery-tile__family">{t(`lottery.families.${game.family}`)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
