import { createHash, createHmac } from 'node:crypto';
import type { Fraction } from './line-slot.js';

/**
 * The sandbox vendor's fixed-odds boards of simulated matches: football (home, draw, away)
 * and e-sports series (best of three maps, a winner). A match ends by a draw from its table
 * of final scores (out of `OUTCOMES`); the draw is provably fair (`fairDraw`). Odds are fixed
 * per table, in hundredths, so every selection's return is exact from the table
 * (`exactRtp`).
 */
export const OUTCOMES = 1000;

export type Sport = 'football' | 'esports';
/** A balanced match, or one with a favourite at home or away (the home table mirrored). */
export type Profile = 'even' | 'home' | 'away';
export type Pick = 'home' | 'draw' | 'away';
export type Score = { home: number; away: number };
type Row = Score & { weight: number };

const row = (home: number, away: number, weight: number): Row => ({ home, away, weight });

/**
 * Final scores and how many of the thousand outcomes end so. The football tables add up to
 * home 400, draw 300, away 300 (even) and 600, 200, 200 (favourite at home); the e-sports
 * ones to 500, 500 and 600, 400.
 */
const tables: Record<Sport, Record<'even' | 'home', readonly Row[]>> = {
  football: {
    even: [
      ...[row(1, 0, 130), row(2, 0, 80), row(2, 1, 100), row(3, 0, 30), row(3, 1, 40)],
      ...[row(3, 2, 20), row(0, 0, 90), row(1, 1, 140), row(2, 2, 60), row(3, 3, 10)],
      ...[row(0, 1, 100), row(0, 2, 60), row(1, 2, 80), row(0, 3, 20), row(1, 3, 25)],
      row(2, 3, 15),
    ],
    home: [
      ...[row(1, 0, 150), row(2, 0, 140), row(2, 1, 120), row(3, 0, 80), row(3, 1, 70)],
      ...[row(4, 0, 25), row(4, 1, 15), row(0, 0, 60), row(1, 1, 100), row(2, 2, 40)],
      ...[row(0, 1, 80), row(1, 2, 60), row(0, 2, 40), row(1, 3, 20)],
    ],
  },
  esports: {
    even: [row(2, 0, 250), row(2, 1, 250), row(1, 2, 250), row(0, 2, 250)],
    home: [row(2, 0, 380), row(2, 1, 220), row(1, 2, 180), row(0, 2, 220)],
  },
};

type Odds = Partial<Record<Pick, number>>;

/** Decimal odds in hundredths (237 is 2.37), stake included. */
const oddsTables: Record<Sport, Record<'even' | 'home', Odds>> = {
  football: {
    even: { home: 237, draw: 316, away: 316 },
    home: { home: 158, draw: 474, away: 474 },
  },
  esports: {
    even: { home: 190, away: 190 },
    home: { home: 158, away: 237 },
  },
};

/** Stakes are whole hundreds of minor units, so a stake times odds in hundredths is whole. */
export const STAKE_UNIT = 100;

export const picksOf = (sport: Sport): readonly Pick[] =>
  sport === 'football' ? ['home', 'draw', 'away'] : ['home', 'away'];

export const profiles: readonly Profile[] = ['even', 'home', 'away'];

export function tableOf(sport: Sport, profile: Profile): readonly Row[] {
  if (profile !== 'away') return tables[sport][profile];
  return tables[sport].home.map((r) => ({ home: r.away, away: r.home, weight: r.weight }));
}

export function oddsOf(sport: Sport, profile: Profile): Odds {
  if (profile !== 'away') return oddsTables[sport][profile];
  const { home, draw, away } = oddsTables[sport].home;
  return {
    ...(away ? { home: away } : {}),
    ...(draw ? { draw } : {}),
    ...(home ? { away: home } : {}),
  };
}

/** The final score of outcome `index` in [0, OUTCOMES). */
export function scoreAt(sport: Sport, profile: Profile, index: number): Score {
  let rest = index;
  for (const r of tableOf(sport, profile)) {
    if (rest < r.weight) return { home: r.home, away: r.away };
    rest -= r.weight;
  }
  throw new RangeError(`outcome ${index} is outside the table`);
}

export const winnerOf = (score: Score): Pick =>
  score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';

/** What a bet returns for a final score, stake included: stake × odds, or 0. */
export function matchReturn(odds: Odds, pick: Pick, stake: number, score: Score): number {
  const price = odds[pick];
  if (price === undefined || winnerOf(score) !== pick) return 0;
  return (stake / STAKE_UNIT) * price;
}

/** The exact return of a unit bet on `pick`: its return over the table, by weight. */
export function exactRtp(sport: Sport, profile: Profile, pick: Pick): Fraction {
  const odds = oddsOf(sport, profile);
  let numerator = 0n;
  for (const r of tableOf(sport, profile)) {
    numerator += BigInt(r.weight) * BigInt(matchReturn(odds, pick, STAKE_UNIT, r));
  }
  return { numerator, denominator: BigInt(OUTCOMES) * BigInt(STAKE_UNIT) };
}

/** The lowest return of any selection of any match of a sport: the RTP the catalogue states. */
export function lowestRtp(sport: Sport): Fraction {
  let lowest: Fraction | null = null;
  for (const profile of profiles) {
    for (const pick of picksOf(sport)) {
      const rtp = exactRtp(sport, profile, pick);
      if (!lowest || rtp.numerator * lowest.denominator < lowest.numerator * rtp.denominator) {
        lowest = rtp;
      }
    }
  }
  return lowest!;
}

/** The commitment shown before betting: SHA-256 of the server seed's text, hex. */
export const seedHash = (serverSeed: string): string =>
  createHash('sha256').update(serverSeed).digest('hex');

/** The largest multiple of OUTCOMES a 32-bit word can hold: words at or above it are skipped. */
const WORD_LIMIT = Math.floor(2 ** 32 / OUTCOMES) * OUTCOMES;

/**
 * The outcome's index in a digest: its eight 32-bit big-endian words are read in turn, and
 * the first below `WORD_LIMIT`, modulo OUTCOMES, is the index. Skipping the words above the
 * limit keeps every index equally likely; should all eight be skipped (odds below 10⁻⁵⁶)
 * the last is used.
 */
export function indexOfDigest(digest: Buffer): { word: number; index: number } {
  for (let word = 0; word < 7; word += 1) {
    const value = digest.readUInt32BE(word * 4);
    if (value < WORD_LIMIT) return { word, index: value % OUTCOMES };
  }
  return { word: 7, index: digest.readUInt32BE(28) % OUTCOMES };
}

/**
 * The provably fair draw (docs/games.md, "Provably fair draws"): the HMAC-SHA256 of
 * `${clientSeed}:${nonce}` keyed with the server seed's text, read by `indexOfDigest`.
 */
export function fairDraw(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): { hmac: string; word: number; index: number } {
  const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest();
  return { hmac: digest.toString('hex'), ...indexOfDigest(digest) };
}

/** A client seed a player may type: 1 to 64 letters, digits, `-` or `_`. */
export const isClientSeed = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);

/**
 * How the match went, for the page to play: goals with their minutes, or maps in order. It
 * is read from the last half of the same HMAC, so it is as checkable as the result, and it
 * only tells the final score, never changes it.
 */
export type MatchStory =
  | { sport: 'football'; goals: { minute: number; side: 'home' | 'away' }[] }
  | { sport: 'esports'; maps: { name: string; winner: 'home' | 'away'; minutes: number }[] };

const mapNames = ['Citadel', 'Dunes', 'Frostbite', 'Lagoon', 'Canyon', 'Foundry'];

export function matchStory(sport: Sport, score: Score, hmac: string): MatchStory {
  const bytes = Buffer.from(hmac, 'hex');
  if (sport === 'football') {
    const minutes = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => 1 + (bytes[from + i]! % 90));
    const goals = [
      ...minutes(16, score.home).map((minute) => ({ minute, side: 'home' as const })),
      ...minutes(24, score.away).map((minute) => ({ minute, side: 'away' as const })),
    ].sort((a, b) => a.minute - b.minute || (a.side === 'home' ? -1 : 1));
    return { sport, goals };
  }
  // A series: the winner takes the last map; each map the loser took comes before it, at
  // a place the HMAC picks.
  const winner = score.home > score.away ? 'home' : 'away';
  const loser = winner === 'home' ? 'away' : 'home';
  const winners: ('home' | 'away')[] = Array.from(
    { length: Math.max(score.home, score.away) },
    () => winner,
  );
  for (let i = 0; i < Math.min(score.home, score.away); i += 1) {
    winners.splice(bytes[16 + i]! % winners.length, 0, loser);
  }
  return {
    sport,
    maps: winners.map((winner, i) => ({
      name: mapNames[bytes[20 + i]! % mapNames.length]!,
      winner,
      minutes: 24 + (bytes[17 + i]! % 21),
    })),
  };
}

const teams: Record<Sport, readonly string[]> = {
  football: [
    'Atlético Brisa',
    'Real Montaña',
    'Deportivo Sol',
    'Porto Azul',
    'Unión Faro',
    'Estrela do Norte',
    'Racing Costa',
    'Club Olivo',
    'Sporting Vale',
    'Inter Cumbre',
  ],
  esports: [
    'Nova Five',
    'Iron Wolves',
    'Crimson Fox',
    'Polar Owls',
    'Jade Tigers',
    'Storm Riders',
    'Neon Sharks',
    'Void Ravens',
  ],
};

/**
 * Match `n` of a sport: its teams (never a team against itself) and its table, in a fixed
 * rotation so each match looks its own.
 */
export function matchCard(
  sport: Sport,
  n: number,
): { home: string; away: string; profile: Profile } {
  const list = teams[sport];
  return {
    home: list[n % list.length]!,
    away: list[(n * 3 + 1) % list.length]!,
    profile: profiles[n % profiles.length]!,
  };
}
