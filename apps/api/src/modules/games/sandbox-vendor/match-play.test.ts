import { describe, expect, it } from 'vitest';
import { openBoard, placeBet, settleTicket } from './match-play.js';
import type { RoundOutcome } from './seamless-round.js';
import { sandboxGameOf, type SandboxGame, type SettleRound } from './sandbox-games.js';

const football = sandboxGameOf('SBX', 'SPORTS-LEAGUE') as Extract<SandboxGame, { kind: 'match' }>;
let seeds = 0;
const seed = () => `seed-${++seeds}`;
const bet = { match: 1, pick: 'home', stake: 1000, clientSeed: 'abc' };

/** A wallet whose bet is answered when the test says. */
function slowWallet() {
  const answers: ((outcome: 'taken' | RoundOutcome) => void)[] = [];
  const settle: SettleRound = (stake, won, beforeWin) =>
    new Promise<'taken' | RoundOutcome>((resolve) => answers.push(resolve)).then(async (o) => {
      if (o !== 'taken') return o;
      await beforeWin?.(10_000 - stake);
      return { balance: 10_000 - stake + won };
    });
  return { settle, answer: (n: number, o: 'taken' | RoundOutcome) => answers[n]!(o) };
}

const deps = (settle: SettleRound) => ({ settle, seed, matchMs: 1, later: () => undefined });
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('placing a bet on a match board', () => {
  it('refuses a second bet on a match while the first is being placed', async () => {
    const board = openBoard(football, seed);
    const wallet = slowWallet();
    const first = placeBet(football, board, bet, deps(wallet.settle));
    await tick();
    expect(await placeBet(football, board, bet, deps(wallet.settle))).toEqual({
      status: 400,
      answer: { error: 'MATCH_CLOSED' },
    });
    wallet.answer(0, 'taken');
    const placed = await first;
    expect(placed.answer).toMatchObject({ balance: 9000, match: 1, next: { number: 5 } });
    expect(board.matches.map((m) => m.number)).toEqual([5, 2, 3, 4]);
    const settled = await settleTicket(board, { ticket: placed.answer.ticket });
    expect(settled.answer).toMatchObject({ reveal: { number: 1, nonce: 1, serverSeed: 'seed-1' } });
    // A ticket is settled once.
    expect((await settleTicket(board, { ticket: placed.answer.ticket })).status).toBe(400);
  });

  it('leaves the match on the board when the wallet refuses the bet or the round is cancelled', async () => {
    const board = openBoard(football, seed);
    const wallet = slowWallet();
    const refused = placeBet(football, board, bet, deps(wallet.settle));
    await tick();
    wallet.answer(0, { error: 'INSUFFICIENT_FUNDS', balance: 500 });
    expect((await refused).answer).toEqual({ error: 'INSUFFICIENT_FUNDS', balance: 500 });
    const cancelled = placeBet(football, board, bet, deps(wallet.settle));
    await tick();
    wallet.answer(1, { balance: 10_000 });
    expect((await cancelled).answer).toEqual({ error: 'ROUND_CANCELLED', balance: 10_000 });
    expect(board.matches.map((m) => [m.number, m.taken])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, false],
    ]);
  });
});
