import type { LobbyGame } from '@sorteo/shared';
import { NoticeDialog } from '../../../components/ui/notice-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';
import { useGameLauncher } from '../hooks/use-game-launcher';
import { GameCard } from './game-card';
import './game-card.css';

/** Games as cards that launch on click and keep their favourite star. */
export function GameGrid({
  games,
  className,
  testId = 'game-grid',
}: {
  games: readonly LobbyGame[];
  className?: string;
  testId?: string;
}) {
  const launcher = useGameLauncher();
  const favourites = useFavouriteToggle();
  return (
    <>
      <ul className={`game-grid ${className ?? ''}`} data-testid={testId}>
        {games.map((game) => (
          <li key={game.nodeId}>
            <GameCard
              game={game}
              favourite={favourites.isFavourite(game)}
              launching={launcher.launching === game.nodeId}
              onLaunch={launcher.launch}
              onToggleFavourite={favourites.toggle}
            />
          </li>
        ))}
      </ul>
      <NoticeDialog
        message={launcher.problem}
        onClose={launcher.clearProblem}
        testId="game-launch-problem"
      />
    </>
  );
}

/** The grid's shape while its games load. */
export function GameGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <Skeleton lines={count} className="game-grid game-grid--skeleton" testId="game-grid-loading" />
  );
}
