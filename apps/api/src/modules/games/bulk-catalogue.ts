import { gameArtPath } from './game-art-path.js';
import type { PublishedGame } from './published-game.js';

/**
 * A generated library of slot titles for benchmarks and scale tests (docs/games.md, "The
 * demo catalogue"): seeded with the demo brand but not listed until an operator enables
 * the vendor. Every title is distinct and the list is the same on every run.
 */
export const BULK_VENDOR = 'BULK';
export const BULK_TITLES = 10_000;

const adjectives = [
  'Golden',
  'Lucky',
  'Wild',
  'Mystic',
  'Royal',
  'Crystal',
  'Blazing',
  'Frozen',
  'Hidden',
  'Ancient',
  'Electric',
  'Silver',
  'Thunder',
  'Emerald',
  'Midnight',
  'Solar',
  'Lunar',
  'Jade',
  'Ruby',
  'Savage',
  'Cosmic',
  'Velvet',
  'Iron',
  'Neon',
  'Sacred',
];
const nouns = [
  'Dragon',
  'Tiger',
  'Phoenix',
  'Pharaoh',
  'Fortune',
  'Treasure',
  'Jungle',
  'Ocean',
  'Temple',
  'Empire',
  'Carnival',
  'Express',
  'Safari',
  'Galaxy',
  'Volcano',
  'Orchard',
  'Samurai',
  'Viking',
  'Pirate',
  'Wizard',
  'Lotus',
  'Koi',
  'Panda',
  'Buffalo',
  'Lantern',
  'Mask',
  'Crown',
  'Gem',
  'Bells',
  'Cherries',
  'Reels',
  'Riches',
  'Spins',
  'Legends',
  'Nights',
  'Quest',
  'Kingdom',
  'Garden',
  'Storm',
  'Harvest',
];
const classifies = ['classic', 'video', 'megaways', 'jackpot', 'fruit'];
const minBets = [100, 200, 500, 1000, 2000, 5000];
const lineCounts = [1, 5, 9, 10, 20, 25, 40, 50, 243];

/** The n-th title (from 0): adjective and noun, then a series number once they run out. */
function titleOf(n: number): string {
  const pairs = adjectives.length * nouns.length;
  const base = `${adjectives[n % adjectives.length]} ${nouns[Math.floor(n / adjectives.length) % nouns.length]}`;
  const series = Math.floor(n / pairs);
  return series === 0 ? base : `${base} ${series + 1}`;
}

export function bulkCatalogue(count = BULK_TITLES): PublishedGame[] {
  return Array.from({ length: count }, (_, n) => {
    const gameCode = `BULK-${String(n + 1).padStart(5, '0')}`;
    return {
      gameCode,
      gameType: 'RNG',
      names: { en: titleOf(n) },
      classify: classifies[n % classifies.length]!,
      minBet: minBets[(n * 7) % minBets.length]!,
      minLineNum: lineCounts[(n * 5) % lineCounts.length]!,
      platforms: ['html5-desktop', 'html5'],
      rtpBasisPoints: null,
      volatility: null,
      thumbnail: gameArtPath(BULK_VENDOR, gameCode),
      demo: true,
      isNew: false,
      sort: n,
    };
  });
}
