import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LobbyGame } from '@sorteo/shared';
import { LazyImage } from '../../../components/ui/lazy-image';
import { Spinner } from '../../../components/ui/spinner';
import { StarIcon } from '../../../components/ui/icons';
import './game-card.css';

export interface GameCardProps {
  game: LobbyGame;
  /** Whether it is a favourite; the star shows for everyone, the gate decides on click. */
  favourite: boolean;
  launching: boolean;
  onLaunch: (game: LobbyGame) => void;
  onToggleFavourite: (game: LobbyGame) => void;
}

/** The size the demo catalogue draws its pictures at (4:3, as the card shows them). */
const ART_WIDTH = 320;
const ART_HEIGHT = 240;

/**
 * One game of a lobby: its artwork, name and vendor, its badges, a favourite star.
 * Memoised: a list re-renders only the cards whose star or launch state changed.
 */
export const GameCard = memo(function GameCard({
  game,
  favourite,
  launching,
  onLaunch,
  onToggleFavourite,
}: GameCardProps) {
  const { t } = useTranslation();
  return (
    <article
      className="game-card"
      data-testid={`game-card-${game.nodeId}`}
      data-game={game.gameCode}
    >
      <button
        type="button"
        className="game-card__launch"
        onClick={() => onLaunch(game)}
        disabled={launching}
        aria-label={`${t('games.play')}: ${game.gameName}`}
        data-testid={`game-launch-${game.nodeId}`}
      >
        <LazyImage
          src={game.image}
          alt=""
          width={ART_WIDTH}
          height={ART_HEIGHT}
          className="game-card__art"
          fallback={
            <span
              className="game-card__fallback"
              role="img"
              aria-label={t('games.artFallback', { name: game.gameName })}
            >
              {game.gameName.slice(0, 1)}
            </span>
          }
        />
        <span className="game-card__badges">
          {game.maintenance ? (
            <span className="game-card__badge game-card__badge--maintenance">
              {t('games.maintenance')}
            </span>
          ) : null}
          {game.isHot ? (
            <span className="game-card__badge game-card__badge--hot">{t('games.hotBadge')}</span>
          ) : null}
          {game.isNew ? (
            <span className="game-card__badge game-card__badge--new">{t('games.newBadge')}</span>
          ) : null}
        </span>
        {launching ? (
          <span className="game-card__busy">
            <Spinner label={t('games.launching', { name: game.gameName })} />
          </span>
        ) : null}
      </button>
      <div className="game-card__info">
        <div className="game-card__text">
          <h3 className="game-card__name">{game.gameName}</h3>
          <p className="game-card__vendor">
            {game.vendorName}
            {game.rtp !== null
              ? ` · ${t('games.rtp', { value: (game.rtp / 100).toFixed(2) })}`
              : ''}
          </p>
        </div>
        <button
          type="button"
          className={`game-card__star ${favourite ? 'game-card__star--on' : ''}`}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'games.removeFavourite' : 'games.addFavourite', {
            name: game.gameName,
          })}
          onClick={() => onToggleFavourite(game)}
          data-testid={`game-favourite-${game.nodeId}`}
        >
          <StarIcon filled={favourite} />
        </button>
      </div>
    </article>
  );
});
