import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode, LobbyGame } from '@sorteo/shared';
import { useSession } from '../../session/session-store';
import { useFavouriteGames } from '../api/get-favourite-games';
import { useGameList } from '../api/get-game-list';
import { useHotGames } from '../api/get-hot-games';
import { useRecentGames } from '../api/get-recent-games';
import { GameGrid } from './game-grid';
import { RailSkeleton } from './home-rails-skeleton';
import './home-rails.css';

interface RailProps {
  id: 'hot' | 'new' | 'recent' | 'favourites';
  title: string;
  games: readonly LobbyGame[] | undefined;
  pending: boolean;
}

/** One rail: a skeleton while it loads, its games once here, nothing when it has none. */
const Rail = memo(function Rail({ id, title, games, pending }: RailProps) {
  if (pending) return <RailSkeleton title={title} />;
  if (!games || games.length === 0) return null;
  return (
    <section className="home-rail" aria-labelledby={`rail-${id}`} data-testid={`home-rail-${id}`}>
      <h2 id={`rail-${id}`} className="page__section-title">
        {title}
      </h2>
      <GameGrid games={games} className="game-grid--rail" testId={`rail-${id}-games`} />
    </section>
  );
});

// One component per rail, each with its own query: an answer re-renders its rail only.

function HotRail({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const hot = useHotGames({ language });
  return <Rail id="hot" title={t('games.hot')} games={hot.data?.list} pending={hot.isPending} />;
}

function NewRail({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const fresh = useGameList({ flag: 'new', pageSize: 20, language });
  return (
    <Rail id="new" title={t('games.new')} games={fresh.data?.games} pending={fresh.isPending} />
  );
}

function RecentRail({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const recent = useRecentGames(true, { pageSize: 20, language });
  return (
    <Rail
      id="recent"
      title={t('games.recent')}
      games={recent.data?.list}
      pending={recent.isPending}
    />
  );
}

function FavouritesRail({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const favourites = useFavouriteGames(true, { pageSize: 20, language });
  return (
    <Rail
      id="favourites"
      title={t('games.favourites')}
      games={favourites.data?.content}
      pending={favourites.isPending}
    />
  );
}

/**
 * The home page's rails: hot and new games for everyone, recent games and favourites for a
 * signed-in real account. A rail with nothing to show is left out.
 */
export function HomeRails() {
  const { i18n } = useTranslation();
  const language = i18n.language as LanguageCode;
  const member = useSession((s) => s.status === 'member' && s.member?.type !== 4);
  return (
    <>
      <HotRail language={language} />
      <NewRail language={language} />
      {member ? (
        <>
          <RecentRail language={language} />
          <FavouritesRail language={language} />
        </>
      ) : null}
    </>
  );
}
