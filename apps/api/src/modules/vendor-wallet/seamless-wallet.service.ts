import { createHash } from 'node:crypto';
import { ErrorCode, vendorHouse } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import {
  refusalReason,
  walletBalance,
  type Ledger,
  type PostingResult,
  type SharedItem,
} from '../ledger/index.js';
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
import { callRowsOrRefuse, type CallRows } from './wallet-calls.repo.js';
import type { WalletLookups } from './wallet-lookups.js';
import type { CallsWithoutMoney } from './calls-without-money.js';

/** What the seamless wallet works with: the database, the app's ledger and look-ups, the clock. */
export type WalletDeps = {
  db: Db;
  ledger: Ledger;
  lookups: WalletLookups;
  withoutMoney: CallsWithoutMoney;
  now: () => Date;
};

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
const betSettled = () => new AppError(409, ErrorCode.BetSettled, 'The bet has been paid');
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

/** The bet a win or rollback names, which must be the same player's and round's. */
function checkBet(
  found: repo.VendorTransactionRow | undefined,
  memberId: number,
  roundId: string,
): asserts found is repo.VendorTransactionRow {
  if (found?.kind === 'tombstone') throw rolledBack();
  if (!found || found.kind !== 'bet' || Number(found.member_id) !== memberId) throw betNotFound();
  if (found.round_id !== roundId) throw fieldError('roundId', "not the bet's round");
}

/**
 * A call's rows the way that says what is wrong, in a transaction that holds the money:
 * the bet it settles checked and marked, the call recorded (when its id is already recorded
 * the first call won: the same request goes on as a replay, another is undone), its round.
 */
async function recordCall(trx: Db, rows: CallRows, replayed: boolean): Promise<void> {
  if (!replayed && rows.reference !== null && rows.settles) {
    checkBet(
      await repo.findVendorTransaction(trx, rows.vendorCode, rows.reference),
      rows.memberId,
      rows.roundId,
    );
    const stood = await repo.markBetSettled(trx, rows.vendorCode, rows.reference, rows.settles);
    if (stood === 'rolled_back') throw rolledBack();
    if (stood === 'paid') throw betSettled();
  }
  if (!(await repo.recordVendorTransaction(trx, rows))) {
    const existing = await repo.findVendorTransaction(trx, rows.vendorCode, rows.transactionId);
    if (!existing) throw rolledBack(); // the bet's one rollback is already recorded
    replayOf(existing, rows.requestHash);
  }
  if (!replayed) await repo.addToRound(trx, rows);
}

/** A money call's rows, given the wallet's balance right after its posting. */
type CallItem = { memberId: number; rows: (balance: number) => CallRows; answered?: number };

const ownBalance = (result: PostingResult, memberId: number) =>
  result.status === 'committed'
    ? (result.wallets.find((w) => w.memberId === memberId)?.balance ?? 0)
    : 0;

/** The calls of a ledger batch, the locked way: each call's rows with its checks. */
async function writeCalls(trx: Db, items: SharedItem<CallItem>[]): Promise<void> {
  for (const { item, result } of items) {
    if (result.status !== 'committed') continue;
    const rows = item.rows(ownBalance(result, item.memberId));
    item.answered = rows.outcome.balance;
    await recordCall(trx, rows, result.replayed);
  }
}

/**
 * The calls of a ledger batch in one statement, in the trip of the money's write
 * (docs/ledger.md, "Rows that commit with the money"); on any refusal the ledger writes the
 * batch again the locked way, which says which call and why.
 */
function callsWithMoney(items: SharedItem<CallItem>[]) {
  const rows = items.map(({ item, result }) => {
    const r = item.rows(ownBalance(result, item.memberId));
    item.answered = r.outcome.balance;
    return r;
  });
  const statement = callRowsOrRefuse(rows);
  return async (trx: Db) => {
    await statement.execute(trx);
    return () => undefined;
  };
}

/**
 * Moves a call's money through the ledger with its rows, keyed `vendor:<code>:<id>`, and
 * answers the wallet's balance after it; a replay answers the first answer as stored.
 */
async function postCall(
  deps: WalletDeps,
  call: { vendorCode: string; transactionId: string; roundId: string },
  player: { merchantId: number; memberId: number; currency: string },
  kind: 'vendor_bet' | 'vendor_win' | 'vendor_rollback',
  walletAmount: number,
  rows: (balance: number) => CallRows,
): Promise<MoneyAnswer> {
  const { vendorCode, transactionId } = call;
  const item: CallItem = { memberId: player.memberId, rows };
  let result: PostingResult;
  try {
    result = await deps.ledger.post(
      {
        merchantId: player.merchantId,
        currency: player.currency,
        key: `vendor:${vendorCode}:${transactionId}`,
        kind,
        legs: [
          { account: { wallet: player.memberId }, amount: walletAmount },
          { account: { house: vendorHouse(vendorCode) }, amount: -walletAmount },
        ],
        reference: `vendor:${vendorCode}:${call.roundId}`,
      },
      { shared: { run: writeCalls, oneStatement: callsWithMoney, item } },
    );
  } catch (error) {
    // The same id with another player or amount: the ledger's key was asked another posting.
    if (error instanceof AppError && error.code === ErrorCode.IdempotencyConflict) {
      throw duplicate();
    }
    throw error;
  }
  if (result.status === 'committed' && result.replayed) {
    const stored = await repo.findVendorTransaction(deps.db, vendorCode, transactionId);
    if (stored && stored.kind !== 'tombstone') return replayOf(stored, rows(0).requestHash);
  }
  const own = ownBalance(result, player.memberId);
  if (result.status === 'committed') {
    // Another process moved the wallet under the write: the stored answer follows the balance.
    if (!result.replayed && item.answered !== undefined && item.answered !== own) {
      await repo.setOutcome(deps.db, vendorCode, transactionId, rows(own).outcome);
    }
    return { balance: own, currency: player.currency, transactionId };
  }
  const balance = await walletBalance(deps.db, player.merchantId, player.memberId, player.currency);
  throw new AppError(409, ErrorCode.InsufficientFunds, 'Not enough money in the wallet', {
    balance,
  });
}

/**
 * A call that moves no money (a win of 0): its rows in one statement with the others that
 * arrive together; on a refusal, a replay answers its first answer, anything else goes the
 * locked way, which says why.
 */
async function recordWithoutMoney(deps: WalletDeps, rows: CallRows): Promise<MoneyAnswer> {
  try {
    await deps.withoutMoney.write(rows);
    return rows.outcome;
  } catch (error) {
    if (refusalReason(error) === null) throw error;
  }
  const existing = await repo.findVendorTransaction(deps.db, rows.vendorCode, rows.transactionId);
  if (existing) return replayOf(existing, rows.requestHash);
  await deps.db.transaction().execute((trx) => recordCall(trx, rows, false));
  return rows.outcome;
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
  const session = await deps.lookups.liveSession(vendorCode, sessionToken, deps.now());
  if (!session) throw sessionEnded();
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

async function gameOf(deps: WalletDeps, vendorCode: string, gameCode: string): Promise<number> {
  const id = await deps.lookups.gameId(vendorCode, gameCode);
  if (id === undefined) throw fieldError('gameCode', 'not a game of this vendor');
  return id;
}

const betHash = (call: BetCall, memberId: number) =>
  requestHash({
    kind: 'bet',
    member: memberId,
    round: call.roundId,
    game: call.gameCode,
    amount: call.amount,
    currency: call.currency,
    closed: call.roundClosed,
  });

/**
 * A bet sent again once the player's session has ended: when the site took it before (the
 * vendor never got the answer), the replay is answered as the first time; a bet it never
 * took is refused.
 */
async function betAfterSessionEnded(
  deps: WalletDeps,
  vendorCode: string,
  call: BetCall,
): Promise<MoneyAnswer> {
  const taken = await repo.findVendorTransaction(deps.db, vendorCode, call.transactionId);
  if (taken?.kind !== 'bet') throw sessionEnded();
  return replayOf(taken, betHash(call, Number(taken.member_id)));
}

/** A debit: wallet → the vendor's house account, with the round it opens or adds to. */
export async function bet(
  deps: WalletDeps,
  vendorCode: string,
  call: BetCall,
): Promise<MoneyAnswer> {
  const s = await deps.lookups.liveSession(vendorCode, call.sessionToken, deps.now());
  if (!s) return betAfterSessionEnded(deps, vendorCode, call);
  if (call.currency !== s.currency) throw fieldError('currency', "not the player's currency");
  const gameId = await gameOf(deps, vendorCode, call.gameCode);
  const memberId = Number(s.member_id);
  const requestHashOf = betHash(call, memberId);
  const at = deps.now();
  const player = { merchantId: Number(s.merchant_id), memberId, currency: s.currency };
  return postCall(deps, { vendorCode, ...call }, player, 'vendor_bet', -call.amount, (balance) => ({
    vendorCode,
    transactionId: call.transactionId,
    kind: 'bet',
    merchantId: player.merchantId,
    memberId,
    roundId: call.roundId,
    amount: call.amount,
    reference: null,
    requestHash: requestHashOf,
    outcome: { balance, currency: s.currency, transactionId: call.transactionId },
    gameId,
    currency: s.currency,
    stake: call.amount,
    win: 0,
    refunded: 0,
    closed: call.roundClosed,
    at,
    settles: null,
  }));
}

/** The player a win or rollback names, in its currency: accepted after the session ended. */
async function playerOf(deps: WalletDeps, call: { playerId: string; currency: string }) {
  const memberId = Number(call.playerId);
  const player = await deps.lookups.player(memberId);
  if (!player) throw fieldError('playerId', 'no such player');
  if (player.currency !== call.currency) throw fieldError('currency', "not the player's currency");
  return { memberId, merchantId: Number(player.merchant_id), currency: player.currency };
}

/**
 * A credit: the vendor's house account → wallet, paying the bet it names. The bet is marked
 * paid in the same transaction, and a bet rolled back meanwhile refuses it: a win and a
 * rollback of one bet never both move money.
 */
export async function win(
  deps: WalletDeps,
  vendorCode: string,
  call: WinCall,
): Promise<MoneyAnswer> {
  const p = await playerOf(deps, call);
  const gameId = await gameOf(deps, vendorCode, call.gameCode);
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
  const at = deps.now();
  const rows = (balance: number): CallRows => ({
    vendorCode,
    transactionId: call.transactionId,
    kind: 'win',
    merchantId: p.merchantId,
    memberId: p.memberId,
    roundId: call.roundId,
    amount: call.amount,
    reference: call.betTransactionId,
    requestHash: hash,
    outcome: { balance, currency: p.currency, transactionId: call.transactionId },
    gameId,
    currency: p.currency,
    stake: 0,
    win: call.amount,
    refunded: 0,
    closed: call.roundClosed,
    at,
    settles: 'paid',
  });
  if (call.amount === 0) {
    // A losing round closes without money: the call and the round only.
    return recordWithoutMoney(deps, rows(await deps.withoutMoney.balanceOf(p)));
  }
  return postCall(deps, { vendorCode, ...call }, p, 'vendor_win', call.amount, rows);
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
  const gameId = await gameOf(deps, vendorCode, call.gameCode);
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
  const at = deps.now();
  const rows = (amount: number, balance: number): CallRows => ({
    vendorCode,
    transactionId: call.transactionId,
    kind: 'rollback',
    merchantId: p.merchantId,
    memberId: p.memberId,
    roundId: call.roundId,
    amount,
    reference: call.betTransactionId,
    requestHash: hash,
    outcome: { balance, currency: p.currency, transactionId: call.transactionId },
    gameId,
    currency: p.currency,
    stake: 0,
    win: 0,
    refunded: amount,
    closed: true,
    at,
    settles: 'rolled_back',
  });

  if (!found || found.kind === 'tombstone') {
    const now = await walletBalance(deps.db, p.merchantId, p.memberId, p.currency);
    const answer = rows(0, now);
    await deps.db.transaction().execute(async (trx) => {
      if (!found) {
        const tombstone = await repo.recordVendorTransaction(trx, {
          ...answer,
          transactionId: call.betTransactionId,
          kind: 'tombstone',
          reference: null,
        });
        // The bet arrived meanwhile: the vendor asks again and finds it.
        if (!tombstone) throw new AppError(409, ErrorCode.Conflict, 'The bet arrived meanwhile');
      }
      if (!(await repo.recordVendorTransaction(trx, answer))) {
        const again = await repo.findVendorTransaction(trx, vendorCode, call.transactionId);
        if (!again) throw rolledBack();
        replayOf(again, hash);
      }
    });
    return answer.outcome;
  }
  checkBet(found, p.memberId, call.roundId);
  const amount = Number(found.amount);
  return postCall(deps, { vendorCode, ...call }, p, 'vendor_rollback', amount, (balance) =>
    rows(amount, balance),
  );
}
