import { createHash } from 'node:crypto';
import { ErrorCode, vendorHouse } from '@sorteo/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { walletBalance, type Ledger, type PostingResult } from '../ledger/index.js';
import { sessionNotEnded } from '../members/index.js';
import type {
  AuthenticateAnswer,
  AuthenticateCall,
  BalanceAnswer,
  BalanceCall,
  BetCall,
  MoneyAnswer,
  RollbackCall,
  WinCall,
} from '../../lib/vendor-protocol.js';
import * as repo from './vendor-wallet.repo.js';

/** What the seamless wallet works with: the database, the app's ledger, the clock. */
export type WalletDeps = { db: Db; ledger: Ledger; now: () => Date };

const fieldError = (field: string, message: string) =>
  new AppError(400, ErrorCode.ValidationFailed, `${field}: ${message}`, {
    field,
    issues: [{ field, rule: 'wallet', message }],
  });
const sessionEnded = () =>
  new AppError(403, ErrorCode.VendorSessionEnded, "The player's session has ended");
const duplicate = () =>
  new AppError(409, ErrorCode.DuplicateTransaction, 'Transaction id used for another call');
const rolledBack = () => new AppError(409, ErrorCode.BetRolledBack, 'The bet was rolled back');
const betNotFound = () => new AppError(404, ErrorCode.BetNotFound, 'No such bet');

/** What a call asked, so that a replay is told from a changed one. */
const requestHash = (parts: Record<string, unknown>) =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** A transaction id seen before: its first answer again, or refused. */
function replayOf(existing: repo.VendorTransactionRow, hash: string): MoneyAnswer {
  if (existing.kind === 'tombstone') throw rolledBack();
  if (existing.request_hash !== hash) throw duplicate();
  return existing.outcome as MoneyAnswer;
}

/** Money moved: the wallet's balance after it. A lack of money answers 409 with the balance. */
async function balanceAfter(
  deps: WalletDeps,
  result: PostingResult,
  merchantId: number,
  memberId: number,
  currency: string,
): Promise<number> {
  if (result.status === 'committed') {
    const own = result.wallets.find((w) => w.memberId === memberId);
    if (own) return own.balance;
  }
  const balance = await walletBalance(deps.db, merchantId, memberId, currency);
  if (result.status === 'failed') {
    throw new AppError(409, ErrorCode.InsufficientFunds, 'Not enough money in the wallet', {
      balance,
    });
  }
  return balance;
}

/**
 * Records the call with its money, in the posting's transaction. When its id is already
 * recorded the first call won: the same request goes on (a replay), another is undone.
 */
async function recordWithMoney(trx: Db, row: repo.NewVendorTransaction): Promise<void> {
  if (await repo.recordVendorTransaction(trx, row)) return;
  const existing = await repo.findVendorTransaction(trx, row.vendorCode, row.transactionId);
  if (!existing) throw rolledBack(); // the bet's one rollback is already recorded
  replayOf(existing, row.requestHash);
}

/** Exchanges a launch token (single use, 60 s) for the player's session at the vendor. */
export async function authenticate(
  deps: WalletDeps,
  vendorCode: string,
  call: AuthenticateCall,
): Promise<AuthenticateAnswer> {
  const sessionToken = newToken();
  const session = await repo.openVendorSession(
    deps.db,
    vendorCode,
    hashToken(call.launchToken),
    hashToken(sessionToken),
    deps.now(),
  );
  if (!session) {
    throw new AppError(401, ErrorCode.LaunchTokenInvalid, 'Unknown, used or expired launch token');
  }
  if (!(await sessionNotEnded(deps.db, session.member_session_id, deps.now())))
    throw sessionEnded();
  return {
    sessionToken,
    playerId: String(session.member_id),
    account: session.account,
    currency: session.currency,
    balance: await walletBalance(deps.db, session.merchant_id, session.member_id, session.currency),
    gameCode: session.game_code,
  };
}

/** The session of a balance or bet call, while the player's sign-in lasts. */
async function liveSession(deps: WalletDeps, vendorCode: string, sessionToken: string) {
  const session = await repo.findVendorSession(deps.db, vendorCode, hashToken(sessionToken));
  if (!session || !(await sessionNotEnded(deps.db, session.member_session_id, deps.now()))) {
    throw sessionEnded();
  }
  return session;
}

export async function balance(
  deps: WalletDeps,
  vendorCode: string,
  call: BalanceCall,
): Promise<BalanceAnswer> {
  const s = await liveSession(deps, vendorCode, call.sessionToken);
  return {
    balance: await walletBalance(deps.db, s.merchant_id, s.member_id, s.currency),
    currency: s.currency,
  };
}

async function gameOf(db: Db, vendorCode: string, gameCode: string): Promise<number> {
  const game = await repo.findVendorGame(db, vendorCode, gameCode);
  if (!game) throw fieldError('gameCode', 'not a game of this vendor');
  return game.id;
}

/** A debit: wallet → the vendor's house account, with the round it opens or adds to. */
export async function bet(
  deps: WalletDeps,
  vendorCode: string,
  call: BetCall,
): Promise<MoneyAnswer> {
  const s = await liveSession(deps, vendorCode, call.sessionToken);
  if (call.currency !== s.currency) throw fieldError('currency', "not the player's currency");
  const gameId = await gameOf(deps.db, vendorCode, call.gameCode);
  const hash = requestHash({
    kind: 'bet',
    member: s.member_id,
    round: call.roundId,
    game: call.gameCode,
    amount: call.amount,
    currency: call.currency,
    closed: call.roundClosed,
  });
  const existing = await repo.findVendorTransaction(deps.db, vendorCode, call.transactionId);
  if (existing) return replayOf(existing, hash);

  const at = deps.now();
  let outcome: MoneyAnswer | undefined;
  const result = await deps.ledger.post(
    {
      merchantId: s.merchant_id,
      currency: s.currency,
      key: `vendor:${vendorCode}:${call.transactionId}`,
      kind: 'vendor_bet',
      legs: [
        { account: { wallet: s.member_id }, amount: -call.amount },
        { account: { house: vendorHouse(vendorCode) }, amount: call.amount },
      ],
      reference: `vendor:${vendorCode}:${call.roundId}`,
    },
    {
      within: async (trx, r) => {
        if (r.status !== 'committed') return;
        const own = r.wallets.find((w) => w.memberId === s.member_id);
        outcome = {
          balance: own?.balance ?? 0,
          currency: s.currency,
          transactionId: call.transactionId,
        };
        await recordWithMoney(trx, {
          vendorCode,
          transactionId: call.transactionId,
          kind: 'bet',
          merchantId: s.merchant_id,
          memberId: s.member_id,
          roundId: call.roundId,
          amount: call.amount,
          reference: null,
          requestHash: hash,
          outcome,
        });
        if (r.replayed) return;
        await repo.addToRound(trx, {
          merchantId: s.merchant_id,
          memberId: s.member_id,
          vendorCode,
          gameId,
          roundId: call.roundId,
          currency: s.currency,
          stake: call.amount,
          win: 0,
          refunded: 0,
          closed: call.roundClosed,
          at,
        });
      },
    },
  );
  const first = await firstAnswerOf(deps, vendorCode, call.transactionId, result);
  if (first) return first;
  const after = await balanceAfter(deps, result, s.merchant_id, s.member_id, s.currency);
  return { balance: after, currency: s.currency, transactionId: call.transactionId };
}

/**
 * A call whose posting was already written (the same call sent again while its first was
 * still being written) answers what the first answered, as stored with it, not the balance
 * of now.
 */
async function firstAnswerOf(
  deps: WalletDeps,
  vendorCode: string,
  transactionId: string,
  result: PostingResult,
): Promise<MoneyAnswer | null> {
  if (result.status !== 'committed' || !result.replayed) return null;
  const stored = await repo.findVendorTransaction(deps.db, vendorCode, transactionId);
  return stored && stored.kind !== 'tombstone' ? (stored.outcome as MoneyAnswer) : null;
}

/** The player a win or rollback names, in its currency: accepted after the session ended. */
async function playerOf(deps: WalletDeps, call: { playerId: string; currency: string }) {
  const memberId = Number(call.playerId);
  const player = await repo.findPlayer(deps.db, memberId);
  if (!player) throw fieldError('playerId', 'no such player');
  if (player.currency !== call.currency) throw fieldError('currency', "not the player's currency");
  return { memberId, merchantId: player.merchant_id, currency: player.currency };
}

/**
 * Locks the bet a win or rollback refers to, in the posting's transaction, and refuses when it
 * was rolled back (or, for a rollback, paid) meanwhile: a win and a rollback of one bet never
 * both move money.
 */
async function lockBet(
  trx: Db,
  vendorCode: string,
  betTransactionId: string,
  refuse: 'rollback' | 'win-or-rollback',
): Promise<void> {
  await sql`select 1 from vendor_transaction
    where vendor_code = ${vendorCode} and transaction_id = ${betTransactionId}
    for update`.execute(trx);
  const settled = await repo.findSettlementOf(trx, vendorCode, betTransactionId);
  if (settled?.kind === 'rollback') throw rolledBack();
  if (settled && refuse === 'win-or-rollback') {
    throw new AppError(409, ErrorCode.BetSettled, 'The bet has been paid');
  }
}

/** The bet a win or rollback names, which must be the same player's and round's. */
async function betOf(
  deps: WalletDeps,
  vendorCode: string,
  call: { betTransactionId: string; roundId: string },
  memberId: number,
) {
  const found = await repo.findVendorTransaction(deps.db, vendorCode, call.betTransactionId);
  if (found?.kind === 'tombstone') throw rolledBack();
  if (!found || found.kind !== 'bet' || found.member_id !== memberId) throw betNotFound();
  if (found.round_id !== call.roundId) throw fieldError('roundId', "not the bet's round");
  return found;
}

/**
 * Money from the vendor's house account to the player's wallet (a win, a refund), keyed by
 * the call's transaction id; `record` writes the call's rows in the posting's transaction,
 * told the wallet's balance after it.
 */
async function creditFromHouse(
  deps: WalletDeps,
  vendorCode: string,
  p: { memberId: number; merchantId: number; currency: string },
  call: { transactionId: string; roundId: string },
  kind: 'vendor_win' | 'vendor_rollback',
  amount: number,
  record: (trx: Db, result: { replayed: boolean }, balance: number) => Promise<void>,
): Promise<MoneyAnswer> {
  const result = await deps.ledger.post(
    {
      merchantId: p.merchantId,
      currency: p.currency,
      key: `vendor:${vendorCode}:${call.transactionId}`,
      kind,
      legs: [
        { account: { house: vendorHouse(vendorCode) }, amount: -amount },
        { account: { wallet: p.memberId }, amount },
      ],
      reference: `vendor:${vendorCode}:${call.roundId}`,
    },
    {
      within: async (trx, r) => {
        if (r.status !== 'committed') return;
        const own = r.wallets.find((w) => w.memberId === p.memberId);
        await record(trx, r, own?.balance ?? 0);
      },
    },
  );
  const first = await firstAnswerOf(deps, vendorCode, call.transactionId, result);
  if (first) return first;
  const after = await balanceAfter(deps, result, p.merchantId, p.memberId, p.currency);
  return { balance: after, currency: p.currency, transactionId: call.transactionId };
}

/** A credit: the vendor's house account → wallet, referring to the bet it pays. */
export async function win(
  deps: WalletDeps,
  vendorCode: string,
  call: WinCall,
): Promise<MoneyAnswer> {
  const p = await playerOf(deps, call);
  const gameId = await gameOf(deps.db, vendorCode, call.gameCode);
  const hash = requestHash({
    kind: 'win',
    member: p.memberId,
    bet: call.betTransactionId,
    round: call.roundId,
    game: call.gameCode,
    amount: call.amount,
    currency: call.currency,
    closed: call.roundClosed,
  });
  const existing = await repo.findVendorTransaction(deps.db, vendorCode, call.transactionId);
  if (existing) return replayOf(existing, hash);
  await betOf(deps, vendorCode, call, p.memberId);

  const at = deps.now();
  const record = async (trx: Db, balanceNow: number, replayed: boolean) => {
    if (!replayed) await lockBet(trx, vendorCode, call.betTransactionId, 'rollback');
    await recordWithMoney(trx, {
      vendorCode,
      transactionId: call.transactionId,
      kind: 'win',
      merchantId: p.merchantId,
      memberId: p.memberId,
      roundId: call.roundId,
      amount: call.amount,
      reference: call.betTransactionId,
      requestHash: hash,
      outcome: { balance: balanceNow, currency: p.currency, transactionId: call.transactionId },
    });
    if (replayed) return;
    await repo.addToRound(trx, {
      merchantId: p.merchantId,
      memberId: p.memberId,
      vendorCode,
      gameId,
      roundId: call.roundId,
      currency: p.currency,
      stake: 0,
      win: call.amount,
      refunded: 0,
      closed: call.roundClosed,
      at,
    });
  };

  if (call.amount === 0) {
    // A losing round closes without money: the call and the round only.
    const now = await walletBalance(deps.db, p.merchantId, p.memberId, p.currency);
    await deps.db.transaction().execute((trx) => record(trx, now, false));
    return { balance: now, currency: p.currency, transactionId: call.transactionId };
  }
  return creditFromHouse(deps, vendorCode, p, call, 'vendor_win', call.amount, (trx, r, own) =>
    record(trx, own, r.replayed),
  );
}

/**
 * Undoes a bet: its stake goes back to the wallet. A rollback of a bet never seen leaves a
 * tombstone under the bet's id, so the bet is refused should it arrive later.
 */
export async function rollback(
  deps: WalletDeps,
  vendorCode: string,
  call: RollbackCall,
): Promise<MoneyAnswer> {
  const p = await playerOf(deps, call);
  const gameId = await gameOf(deps.db, vendorCode, call.gameCode);
  const hash = requestHash({
    kind: 'rollback',
    member: p.memberId,
    bet: call.betTransactionId,
    round: call.roundId,
    game: call.gameCode,
    currency: call.currency,
  });
  const existing = await repo.findVendorTransaction(deps.db, vendorCode, call.transactionId);
  if (existing) return replayOf(existing, hash);
  const found = await repo.findVendorTransaction(deps.db, vendorCode, call.betTransactionId);
  const row = (amount: number, balanceNow: number): repo.NewVendorTransaction => ({
    vendorCode,
    transactionId: call.transactionId,
    kind: 'rollback',
    merchantId: p.merchantId,
    memberId: p.memberId,
    roundId: call.roundId,
    amount,
    reference: call.betTransactionId,
    requestHash: hash,
    outcome: { balance: balanceNow, currency: p.currency, transactionId: call.transactionId },
  });

  if (!found || found.kind === 'tombstone') {
    const now = await walletBalance(deps.db, p.merchantId, p.memberId, p.currency);
    await deps.db.transaction().execute(async (trx) => {
      if (!found) {
        const tombstone = await repo.recordVendorTransaction(trx, {
          ...row(0, now),
          transactionId: call.betTransactionId,
          kind: 'tombstone',
          reference: null,
        });
        // The bet arrived meanwhile: the vendor asks again and finds it.
        if (!tombstone) throw new AppError(409, ErrorCode.Conflict, 'The bet arrived meanwhile');
      }
      await recordWithMoney(trx, row(0, now));
    });
    return { balance: now, currency: p.currency, transactionId: call.transactionId };
  }
  if (found.kind !== 'bet' || found.member_id !== p.memberId) throw betNotFound();
  if (found.round_id !== call.roundId) throw fieldError('roundId', "not the bet's round");
  const amount = Number(found.amount);
  const at = deps.now();
  return creditFromHouse(
    deps,
    vendorCode,
    p,
    call,
    'vendor_rollback',
    amount,
    async (trx, r, own) => {
      if (!r.replayed) await lockBet(trx, vendorCode, call.betTransactionId, 'win-or-rollback');
      await recordWithMoney(trx, row(amount, own));
      if (r.replayed) return;
      await repo.addToRound(trx, {
        merchantId: p.merchantId,
        memberId: p.memberId,
        vendorCode,
        gameId,
        roundId: call.roundId,
        currency: p.currency,
        stake: 0,
        win: 0,
        refunded: amount,
        closed: true,
        at,
      });
    },
  );
}
