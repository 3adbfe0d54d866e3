import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
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

/** How far back a kept book is read: the reconciliation catches up a week. */
const KEPT_MS = 8 * 24 * 60 * 60_000;

/**
 * The vendor's book of the rounds it played through the seamless wallet: its side of the
 * daily reconciliation, and what the chaos test checks the site against.
 */
export class RoundBook {
  readonly rounds = new Map<string, BookedRound>();
  readonly #late = new Set<Promise<void>>();

  /**
   * With a `file`, the book outlives a restart: every change appends the round as it stands
   * (a line of JSON), and the book is read back at start, keeping each round's last line and
   * the rounds of the reconciliation's reach (`KEPT_MS`), written back compacted.
   */
  constructor(private readonly file?: string) {
    if (!file || !existsSync(file)) return;
    const since = Date.now() - KEPT_MS;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const round = JSON.parse(line) as BookedRound;
      if (round.at >= since) this.rounds.set(round.roundId, round);
    }
    writeFileSync(file, [...this.rounds.values()].map((r) => `${JSON.stringify(r)}\n`).join(''));
  }

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
    this.#keep(booked);
    return booked;
  }

  /** Changes a round, and keeps the change. */
  update(round: BookedRound, change: Partial<BookedRound>): void {
    Object.assign(round, change);
    this.#keep(round);
  }

  #keep(round: BookedRound): void {
    if (this.file) appendFileSync(this.file, `${JSON.stringify(round)}\n`);
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
    book.update(round, { state: 'void' });
    return { error: placed.code, balance: placed.value?.balance };
  }
  book.update(round, { stake });
  if (chance(faults.changedReplay)) {
    const changed = await wallet.call(session.vendor, 'bet', { ...betCall, amount: stake + 1 });
    if (changed.ok || changed.code !== 'DUPLICATE_TRANSACTION') {
      log(`sandbox vendor: a changed replay of ${betId} was not refused`);
    }
  }
  if (chance(faults.cancelRound)) {
    const refunded = await rollback(`${roundId}-rollback`);
    if (!refunded.ok) return { error: refunded.code };
    book.update(round, { refunded: stake, ...closed() });
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
        book.update(round, { win: won, ...closed() });
      }),
    );
    return { balance: placed.value.balance };
  }
  const paid = await win();
  if (!paid.ok) {
    log(`sandbox vendor: win of round ${roundId} refused (${paid.code})`);
    return { error: paid.code };
  }
  book.update(round, { win: won, ...closed() });
  return { balance: paid.value.balance };
}

const closed = () => ({ state: 'closed' as const, closedAt: Date.now() });
