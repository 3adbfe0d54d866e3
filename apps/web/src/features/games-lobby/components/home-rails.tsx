import { useTranslation } from 'react-i18next';
import type { LanguageCode, LobbyGame } from '@sorteo/shared';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../session/session-store';
import { useFavouriteGames } from '../api/get-favourite-games';
import { useGameList } from '../api/get-game-list';
import { useHotGames } from '../api/get-hot-games';
import { useRecentGames } from '../api/get-recent-games';
import { GameGrid } from './game-grid';
import './home-rails.css';

type Rail = {
  key: string;
  title: string;
  games: readonly LobbyGame[] | undefined;
  pending: boolean;
};

/**
 * The home page's rails: hot and new games for everyone, recent games and favourites for a
 * signed-in real account. A rail with nothing to show is left out.
 */
export function HomeRails() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as LanguageCode;
  const member = useSession((s) => s.status === 'member' && s.member?.type !== 4);
  const hot = useHotGames({ language });
  const fresh = useGameList({ flag: 'new', pageSize: 20, language });
  const recent = useRecentGames(member, { pageSize: 20, language });
  const favourites = useFavouriteGames(member, { pageSize: 20, language });
  const rails: Rail[] = [
    { key: 'hot', title: t('games.hot'), games: hot.data?.list, pending: hot.isPending },
    { key: 'new', title: t('games.new'), games: fresh.data?.games, pending: fresh.isPending },
    ...(member
      ? [
          {
            key: 'recent',
            title: t('games.recent'),
            games: recent.data?.list,
            pending: recent.isPending,
          },
          {
            key: 'favourites',
            title: t('games.favourites'),
            games: favourites.data?.content,
            pending: favourites.isPending,
          },
        ]
      : []),
  ];
  return (
    <>
      {rails.map((rail) =>
        rail.pending ? (
          <section key={rail.key} className="home-rail" aria-busy="true">
            <h2 className="page__section-title">{rail.title}</h2>
            <Skeleton lines={5} className="game-grid game-grid--rail game-grid--skeleton" />
          </section>
        ) : rail.games && rail.games.length > 0 ? (
          <section
            key={rail.key}
            className="home-rail"
            aria-labelledby={`rail-${rail.key}`}
            data-testid={`home-rail-${rail.key}`}
          >
            <h2 id={`rail-${rail.key}`} className="page__section-title">
              {rail.title}
            </h2>
            <GameGrid
              games={rail.games}
              className="game-grid--rail"
              testId={`rail-${rail.key}-games`}
            />
          </section>
        ) : null,
      )}
    </>
  );
}
