import { randomBytes } from 'node:crypto';
import {
  fairDraw,
  isClientSeed,
  matchCard,
  matchReturn,
  matchStory,
  oddsOf,
  picksOf,
  scoreAt,
  seedHash,
  tableOf,
  winnerOf,
  type Pick,
  type Profile,
  type Score,
  type Sport,
} from './games/matches.js';
import type { PlayAnswer, SandboxGame, SettleRound } from './sandbox-games.js';
import type { RoundOutcome } from './seamless-round.js';

type MatchGame = Extract<SandboxGame, { kind: 'match' }>;

/** A match on a player's board: its server seed stays here until the match is settled. */
type BoardMatch = {
  /** The match's number in the session, its nonce. */
  number: number;
  home: string;
  away: string;
  profile: Profile;
  serverSeed: string;
  hash: string;
  /** A bet on it is being placed: no second one. */
  taken: boolean;
};

/** A bet placed: its match plays, then its win is sent; `round` ends with the win. */
type Ticket = {
  match: BoardMatch;
  clientSeed: string;
  drawn: ReturnType<typeof fairDraw>;
  score: Score;
  /** What the bet returns: 0 or stake × odds. */
  won: number;
  /** The match's table of outcomes, shown with the revealed draw. */
  table: ReturnType<typeof tableOf>;
  round: Promise<RoundOutcome>;
};

export type MatchBoard = { matches: BoardMatch[]; next: number; tickets: Map<string, Ticket> };

/** Tickets a session keeps for its page to settle; older ones are dropped (their win is sent). */
const TICKETS_KEPT = 20;

function matchOf(sport: Sport, number: number, serverSeed: string): BoardMatch {
  return {
    number,
    ...matchCard(sport, number),
    serverSeed,
    hash: seedHash(serverSeed),
    taken: false,
  };
}

/** A fresh server seed: 32 random bytes, hex. */
export const newServerSeed = () => randomBytes(32).toString('hex');

export function openBoard(game: MatchGame, seed: () => string): MatchBoard {
  const matches = Array.from({ length: game.matches }, (_, i) =>
    matchOf(game.sport, i + 1, seed()),
  );
  return { matches, next: game.matches + 1, tickets: new Map() };
}

/** A match as the page shows it before betting: teams, odds and the seed's hash only. */
function view(sport: Sport, m: BoardMatch) {
  return {
    number: m.number,
    home: m.home,
    away: m.away,
    odds: oddsOf(sport, m.profile),
    hash: m.hash,
  };
}

export function boardOffer(game: MatchGame, board: MatchBoard) {
  return {
    sport: game.sport,
    stakes: game.stakes,
    picks: picksOf(game.sport),
    matches: board.matches.map((m) => view(game.sport, m)),
  };
}

/**
 * A bet on a match of the board (docs/games.md, "Match boards"): the outcome is drawn from
 * the match's server seed, the player's client seed and the match's number; the bet goes to
 * the wallet, the match plays for `matchMs`, then the win (0 or stake × odds) is sent. The
 * page hears of the bet at once, with the story to play, and settles the ticket after.
 */
export async function placeBet(
  game: MatchGame,
  board: MatchBoard,
  body: Record<string, unknown>,
  deps: {
    settle: SettleRound;
    seed: () => string;
    matchMs: number;
    /** Work that ends after the answer: the win, sent once the match has played. */
    later: (work: Promise<void>) => void;
  },
): Promise<PlayAnswer> {
  const match = board.matches.find((m) => m.number === body.match);
  if (!match) return { status: 400, answer: { error: 'MATCH_NOT_FOUND' } };
  const pick = body.pick as Pick;
  if (!picksOf(game.sport).includes(pick)) return { status: 400, answer: { error: 'BAD_PICK' } };
  const stake = body.stake;
  if (typeof stake !== 'number' || !game.stakes.includes(stake)) {
    return { status: 400, answer: { error: 'BAD_BET' } };
  }
  const clientSeed = body.clientSeed;
  if (!isClientSeed(clientSeed)) return { status: 400, answer: { error: 'BAD_CLIENT_SEED' } };
  if (match.taken) return { status: 400, answer: { error: 'MATCH_CLOSED' } };
  match.taken = true;

  const drawn = fairDraw(match.serverSeed, clientSeed, match.number);
  const score = scoreAt(game.sport, match.profile, drawn.index);
  const won = matchReturn(oddsOf(game.sport, match.profile), pick, stake, score);
  let betTaken: (balance: number) => void = () => {};
  const taken = new Promise<number>((resolve) => (betTaken = resolve));
  const round = deps.settle(stake, won, async (balance) => {
    betTaken(balance);
    await new Promise((resolve) => setTimeout(resolve, deps.matchMs));
  });
  const first = await Promise.race([
    taken.then((balance) => ({ standing: true as const, balance })),
    round.then((outcome) => ({ standing: false as const, outcome })),
  ]);
  if (!first.standing) {
    // The bet was refused (or cancelled and refunded): the match stays on the board, unplayed.
    match.taken = false;
    const { outcome } = first;
    return {
      status: 200,
      answer: 'error' in outcome ? outcome : { error: 'ROUND_CANCELLED', balance: outcome.balance },
    };
  }
  deps.later(
    round.then(
      () => undefined,
      () => undefined,
    ),
  );
  const place = board.matches.indexOf(match);
  const next = matchOf(game.sport, board.next, deps.seed());
  board.next += 1;
  board.matches[place] = next;
  const ticket = randomBytes(16).toString('base64url');
  board.tickets.set(ticket, {
    match,
    clientSeed,
    drawn,
    score,
    won,
    table: tableOf(game.sport, match.profile),
    round,
  });
  while (board.tickets.size > TICKETS_KEPT)
    board.tickets.delete(board.tickets.keys().next().value!);
  return {
    status: 200,
    answer: {
      ticket,
      balance: first.balance,
      playMs: deps.matchMs,
      match: match.number,
      score,
      story: matchStory(game.sport, score, drawn.hmac),
      next: view(game.sport, next),
    },
  };
}

/**
 * The end of a ticket's match: its win once sent, and everything a player needs to check the
 * draw (the server seed, now revealed, and how the outcome came from it).
 */
export async function settleTicket(
  board: MatchBoard,
  body: Record<string, unknown>,
): Promise<PlayAnswer> {
  const id = typeof body.ticket === 'string' ? body.ticket : '';
  const ticket = board.tickets.get(id);
  if (!ticket) return { status: 400, answer: { error: 'TICKET_NOT_FOUND' } };
  const money = await ticket.round;
  board.tickets.delete(id);
  const { match, clientSeed, drawn, score, table } = ticket;
  const reveal = {
    number: match.number,
    serverSeed: match.serverSeed,
    hash: match.hash,
    clientSeed,
    nonce: match.number,
    hmac: drawn.hmac,
    word: drawn.word,
    index: drawn.index,
    score,
    outcome: winnerOf(score),
    table,
  };
  const paid = 'error' in money ? money : { win: ticket.won, balance: money.balance };
  return { status: 200, answer: { ...paid, reveal } };
}
