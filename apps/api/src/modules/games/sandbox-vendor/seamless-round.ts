import { randomUUID } from 'node:crypto';
import type { WalletClient, WalletFaults } from './wallet-client.js';

/** A round as the vendor books it: what it took, paid and refunded, by the site's answers. */
export type BookedRound = {
  roundId: string;
  vendor: string;
  gameCode: string;
  playerId: string;
  currency: string;
  stake: number;
  win: number;
  refunded: number;
  /** `open` while a late win is on its way; `void` when the bet never stood. */
  state: 'open' | 'closed' | 'void';
  at: number;
  /** When the site took the round's last call. */
  closedAt: number | null;
};

/**
 * The vendor's book of the rounds it played through the seamless wallet: its side of the
 * daily reconciliation, and what the chaos test checks the site against.
 */
export class RoundBook {
  readonly rounds = new Map<string, BookedRound>();
  readonly #late = new Set<Promise<void>>();

  open(
    round: Omit<BookedRound, 'stake' | 'win' | 'refunded' | 'state' | 'at' | 'closedAt'>,
  ): BookedRound {
    const booked: BookedRound = {
      ...round,
      stake: 0,
      win: 0,
      refunded: 0,
      state: 'open',
      at: Date.now(),
      closedAt: null,
    };
    this.rounds.set(round.roundId, booked);
    return booked;
  }

  /** Work that finishes a round later (a late win): `settled` waits for it. */
  later(work: Promise<void>): void {
    this.#late.add(work);
    void work.finally(() => this.#late.delete(work));
  }

  /** Resolves once every late call has been answered. */
  async settled(): Promise<void> {
    while (this.#late.size > 0) await Promise.allSettled([...this.#late]);
  }

  /** The rounds opened in [from, to), for the reconciliation report. */
  between(from: number, to: number): BookedRound[] {
    return [...this.rounds.values()].filter((r) => r.at >= from && r.at < to);
  }
}

type Session = {
  vendor: string;
  gameCode: string;
  currency: string;
  sessionToken: string;
  playerId: string;
};

export type RoundOutcome = { balance: number } | { error: string; balance?: number | undefined };

/**
 * One round through the site's seamless wallet: the stake as a bet, then the return as its
 * win (0 for a loss), each signed and sent until answered. The faults play what real vendors
 * do: a rollback that overtakes its bet, a changed replay of a call already answered, a round
 * the vendor cancels after the bet (refunded), and a win that comes late, after the player may
 * have logged out.
 */
export async function playSeamlessRound(
  wallet: WalletClient,
  faults: WalletFaults,
  book: RoundBook,
  session: Session,
  stake: number,
  won: number,
  options: {
    chance: (share: number) => boolean;
    lateWinMs: number;
    log: (line: string) => void;
    /**
     * Runs once the bet stands (given the balance after it) and is awaited before the win is
     * sent: a match plays out between its bet and its win.
     */
    beforeWin?: ((balance: number) => Promise<void>) | undefined;
  },
): Promise<RoundOutcome> {
  const { chance, log } = options;
  const roundId = randomUUID();
  const betId = `${roundId}-bet`;
  const round = book.open({
    roundId,
    vendor: session.vendor,
    gameCode: session.gameCode,
    playerId: session.playerId,
    currency: session.currency,
  });
  const common = { roundId, gameCode: session.gameCode, currency: session.currency };
  const rollback = (transactionId: string) =>
    wallet.call<{ balance: number }>(session.vendor, 'rollback', {
      ...common,
      playerId: session.playerId,
      transactionId,
      betTransactionId: betId,
    });

  if (chance(faults.rollbackBeforeBet)) {
    // The rollback overtakes its bet: the site keeps a tombstone, and the bet is refused.
    await rollback(`${roundId}-early-rollback`);
  }
  const betCall = {
    ...common,
    sessionToken: session.sessionToken,
    transactionId: betId,
    amount: stake,
    roundClosed: false,
  };
  const placed = await wallet.call<{ balance: number }>(session.vendor, 'bet', betCall);
  if (!placed.ok) {
    round.state = 'void';
    return { error: placed.code, balance: placed.value?.balance };
  }
  round.stake = stake;
  if (chance(faults.changedReplay)) {
    const changed = await wallet.call(session.vendor, 'bet', { ...betCall, amount: stake + 1 });
    if (changed.ok || changed.code !== 'DUPLICATE_TRANSACTION') {
      log(`sandbox vendor: a changed replay of ${betId} was not refused`);
    }
  }
  if (chance(faults.cancelRound)) {
    const refunded = await rollback(`${roundId}-rollback`);
    if (!refunded.ok) return { error: refunded.code };
    round.refunded = stake;
    close(round);
    return { balance: refunded.value.balance };
  }
  await options.beforeWin?.(placed.value.balance);
  const win = () =>
    wallet.call<{ balance: number }>(session.vendor, 'win', {
      ...common,
      playerId: session.playerId,
      transactionId: `${roundId}-win`,
      betTransactionId: betId,
      amount: won,
      roundClosed: true,
    });
  if (chance(faults.lateWin)) {
    book.later(
      new Promise<void>((resolve) => setTimeout(resolve, options.lateWinMs)).then(async () => {
        const paid = await win();
        if (!paid.ok)
          return log(`sandbox vendor: late win of round ${roundId} refused (${paid.code})`);
        round.win = won;
        close(round);
      }),
    );
    return { balance: placed.value.balance };
  }
  const paid = await win();
  if (!paid.ok) {
    log(`sandbox vendor: win of round ${roundId} refused (${paid.code})`);
    return { error: paid.code };
  }
  round.win = won;
  close(round);
  return { balance: paid.value.balance };
}

function close(round: BookedRound): void {
  round.state = 'closed';
  round.closedAt = Date.now();
}
