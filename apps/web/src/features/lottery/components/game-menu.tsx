import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LotteryGame } from '@sorteo/shared/contract/lottery';
import { useLotteryLabels } from '../hooks/use-lottery-labels';

export interface GameMenuGroup {
  /** The family the group holds (`VN`, `5D`, `K3`), also its test id. */
  code: string;
  title: string;
  games: LotteryGame[];
}

export interface GameMenuProps {
  groups: GameMenuGroup[];
  /** The game on screen, marked as the current link. */
  activeGameCode: string | null;
  /** Game codes starred by the player; shown first in their own group. */
  favourites: readonly string[];
  /** Runs on a star click; the caller decides whether the visitor may keep favourites. */
  onToggleFavourite: (gameCode: string) => void;
  /** Where a game's link goes (the VN page for VN games, this page otherwise). */
  hrefOf: (game: LotteryGame) => string;
}

/** The lottery's game list: groups of links, each with a favourite star. */
export function GameMenu({
  groups,
  activeGameCode,
  favourites,
  onToggleFavourite,
  hrefOf,
}: GameMenuProps) {
  const { t } = useTranslation();
  const { gameName } = useLotteryLabels();
  const everyGame = groups.flatMap((g) => g.games);
  const starred = favourites
    .map((code) => everyGame.find((g) => g.gameCode === code))
    .filter((g): g is LotteryGame => g !== undefined);
  const shown: GameMenuGroup[] = starred.length
    ? [{ code: 'favourites', title: t('lottery.menu.favourites'), games: starred }, ...groups]
    : groups;
  return (
    <nav className="lottery-menu" aria-label={t('lottery.menu.label')} data-testid="lottery-menu">
      {shown.map((group) => (
        <section
          key={group.code}
          className="lottery-menu__group"
          data-testid={`lottery-menu-group-${group.code}`}
        >
          <h2 className="lottery-menu__title">{group.title}</h2>
          <ul className="lottery-menu__list">
            {group.games.map((game) => {
              const name = gameName(game.gameCode, game.gameName);
              const isFavourite = favourites.includes(game.gameCode);
              return (
                <li key={game.gameCode} className="lottery-menu__item">
                  <Link
                    to={hrefOf(game)}
                    className="lottery-menu__link"
                    aria-current={game.gameCode === activeGameCode ? 'page' : undefined}
                    data-testid={`lottery-game-${game.gameCode}`}
                  >
                    {name}
                  </Link>
                  <button
                    type="button"
                    className="lottery-menu__star"
                    aria-pressed={isFavourite}
                    aria-label={t(
                      isFavourite ? 'lottery.menu.removeFavourite' : 'lottery.menu.addFavourite',
                      { game: name },
                    )}
                    onClick={() => onToggleFavourite(game.gameCode)}
                    data-testid={`lottery-fav-${group.code}-${game.gameCode}`}
                  >
                    <span aria-hidden="true">{isFavourite ? '★' : '☆'}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
