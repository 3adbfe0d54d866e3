import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { MAX_REQUEST_AGE_MS } from '../../../lib/vendor-protocol.js';
import {
  TRANSFER_INSUFFICIENT_FUNDS,
  transferBalanceCallSchema,
  transferLaunchCallSchema,
  transferMoneyCallSchema,
  transferStatusCallSchema,
  type TransferAnswer,
} from '../../../lib/vendor-transfer-protocol.js';

/** An order as the vendor keeps it: what it moved, or why it refused it. */
type Order = {
  kind: 'deposit' | 'withdraw';
  playerId: string;
  currency: string;
  amount: number;
  state: 'done' | 'failed';
  /** When the desk received it (ms). */
  at: number;
};

/** What the desk keeps across restarts: players' balances and every order. */
type DeskState = { balances: Record<string, number>; orders: Record<string, Order> };

const walletKey = (playerId: string, currency: string) => `${playerId}:${currency}`;

/**
 * The sandbox vendor's transfer desk (docs/games.md, "Transfer wallet"): it keeps each
 * player's money at the vendor and answers the site's signed transfer calls. State is kept
 * in memory and, with a `stateFile`, written to it after every change, so a restart loses
 * no player's money.
 */
export function transferDesk(options: { stateFile?: string | undefined }) {
  const state: DeskState = load(options.stateFile);

  function save(): void {
    if (!options.stateFile) return;
    const temporary = `${options.stateFile}.tmp`;
    writeFileSync(temporary, JSON.stringify(state));
    renameSync(temporary, options.stateFile);
  }

  const balanceOf = (playerId: string, currency: string) =>
    state.balances[walletKey(playerId, currency)] ?? 0;

  function move(playerId: string, currency: string, delta: number): number | null {
    const key = walletKey(playerId, currency);
    const next = (state.balances[key] ?? 0) + delta;
    if (next < 0) return null;
    state.balances[key] = next;
    save();
    return next;
  }

  /**
   * Answers a transfer call the site sent (its signature already checked), or null for a
   * call the desk does not know. `open` makes a page session for a launch and answers its
   * address.
   */
  function answer(
    name: string,
    body: unknown,
    open: (launch: {
      playerId: string;
      currency: string;
      gameCode: string;
      language: string;
    }) => string | null,
  ): TransferAnswer | null {
    const refuse = (code: string): TransferAnswer => ({ ok: false, code });
    const stale = (requestTime: number) => Math.abs(Date.now() - requestTime) > MAX_REQUEST_AGE_MS;
    switch (name) {
      case 'launch': {
        const call = transferLaunchCallSchema.safeParse(body);
        if (!call.success) return refuse('BAD_REQUEST');
        const url = open(call.data);
        return url ? { ok: true, value: { url } } : refuse('GAME_NOT_FOUND');
      }
      case 'balance': {
        const call = transferBalanceCallSchema.safeParse(body);
        if (!call.success) return refuse('BAD_REQUEST');
        return { ok: true, value: { balance: balanceOf(call.data.playerId, call.data.currency) } };
      }
      case 'status': {
        const call = transferStatusCallSchema.safeParse(body);
        if (!call.success) return refuse('BAD_REQUEST');
        const order = state.orders[call.data.orderId];
        return { ok: true, value: { state: order?.state ?? 'not_found' } };
      }
      case 'deposit':
      case 'withdraw': {
        const call = transferMoneyCallSchema.safeParse(body);
        if (!call.success) return refuse('BAD_REQUEST');
        const { orderId, playerId, currency, amount, requestTime } = call.data;
        const earlier = state.orders[orderId];
        if (earlier) {
          if (earlier.kind !== name || earlier.amount !== amount || earlier.playerId !== playerId)
            return refuse('DUPLICATE_ORDER');
          return earlier.state === 'done'
            ? { ok: true, value: { balance: balanceOf(playerId, currency) } }
            : refuse(TRANSFER_INSUFFICIENT_FUNDS);
        }
        // An order this old is never taken: the site may have given it up.
        if (stale(requestTime)) return refuse('STALE_REQUEST');
        const after = move(playerId, currency, name === 'deposit' ? amount : -amount);
        state.orders[orderId] = {
          kind: name,
          playerId,
          currency,
          amount,
          state: after === null ? 'failed' : 'done',
          at: Date.now(),
        };
        save();
        return after === null
          ? refuse(TRANSFER_INSUFFICIENT_FUNDS)
          : { ok: true, value: { balance: after } };
      }
      default:
        return null;
    }
  }

  return {
    answer,
    balanceOf,
    /** The orders received in [from, to), for the reconciliation report. */
    ordersBetween: (from: number, to: number) =>
      Object.entries(state.orders)
        .filter(([, o]) => o.at >= from && o.at < to)
        .map(([orderId, o]) => ({
          orderId,
          playerId: o.playerId,
          kind: o.kind,
          amount: o.amount,
          state: o.state,
          at: o.at,
        })),
    /** A hand's money at the vendor: null when the player has not `stake`. */
    play: (playerId: string, currency: string, stake: number, won: number): number | null => {
      if (balanceOf(playerId, currency) < stake) return null;
      return move(playerId, currency, won - stake);
    },
  };
}
export type TransferDesk = ReturnType<typeof transferDesk>;

function load(stateFile: string | undefined): DeskState {
  if (!stateFile || !existsSync(stateFile)) return { balances: {}, orders: {} };
  const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as Partial<DeskState>;
  return { balances: saved.balances ?? {}, orders: saved.orders ?? {} };
}
