import type { GameCategory } from '@sorteo/shared';

/**
 * A game as a vendor publishes it in its game list, what the catalogue sync imports
 * (docs/games.md, "Catalogue sync"). Amounts in minor units.
 */
export type PublishedGame = {
  gameCode: string;
  gameType: GameCategory;
  names: Record<string, string>;
  classify: string;
  minBet: number;
  minLineNum: number;
  platforms: string[];
  rtpBasisPoints: number | null;
  volatility: 'low' | 'medium' | 'high' | null;
  thumbnail: string | null;
  demo: boolean;
  isNew: boolean;
  sort: number;
};
