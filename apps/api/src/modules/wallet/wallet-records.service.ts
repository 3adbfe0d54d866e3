import type {
  BonusPage,
  BonusQuery,
  TransactionKind,
  WalletRecord,
  WalletRecordsPage,
  WalletRecordsQuery,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { toMinor } from '../../lib/money.js';
import { pageOffset, toPage } from '../../lib/paging.js';
import type { Merchant } from '../merchants/index.js';
import type { MemberSession } from '../members/index.js';
import { resolveDayRange } from './day-range.js';
import { findWalletAccountId, walletCurrency } from './wallet-account.js';
import { pageEntries, summarizeEntries, type EntryFilter } from './wallet-records.repo.js';

type EntryRow = Awaited<ReturnType<typeof pageEntries>>[number];

function toRecord(row: EntryRow): WalletRecord {
  return {
    id: Number(row.id),
    transactionId: Number(row.transaction_id),
    kind: row.kind as TransactionKind,
    amount: toMinor(row.amount),
    balanceAfter: toMinor(row.balance_after),
    memo: row.memo,
    reference: row.reference,
    createdAt: new Date(row.created_at).getTime(),
  };
}

/** The wallet a member's screens read, and the range they asked for with defaults filled in. */
async function scope(
  db: Db,
  merchant: Merchant,
  member: MemberSession,
  query: { from?: string | undefined; to?: string | undefined },
) {
  const range = resolveDayRange(query, merchant.time_zone);
  const currency = walletCurrency(merchant, member);
  const accountId = await findWalletAccountId(db, merchant.id, member.memberId, currency);
  const money = { range, currency, currencyExponent: merchant.currency_exponent };
  return { range, accountId, money };
}

async function pageOf(db: Db, filter: EntryFilter, pageNo: number, pageSize: number) {
  const [rows, summary] = await Promise.all([
    pageEntries(db, filter, pageSize, pageOffset(pageNo, pageSize)),
    summarizeEntries(db, filter),
  ]);
  return { rows, count: Number(summary.count), amount: toMinor(summary.amount) };
}

/** The account record: movements of the member's wallet, newest first. */
export async function walletRecords(
  db: Db,
  merchant: Merchant,
  member: MemberSession,
  query: WalletRecordsQuery,
): Promise<WalletRecordsPage> {
  const { range, accountId, money } = await scope(db, merchant, member, query);
  const { pageNo, pageSize } = query;
  if (accountId === null) return { ...toPage([], 0, pageNo, pageSize), ...money };
  const filter = {
    merchantId: merchant.id,
    accountId,
    range,
    timeZone: merchant.time_zone,
    kind: query.kind,
  };
  const { rows, count } = await pageOf(db, filter, pageNo, pageSize);
  return { ...toPage(rows.map(toRecord), count, pageNo, pageSize), ...money };
}

/** Bonus details: credited (or reclaimed) bonuses with the operator's reason, and their totals. */
export async function bonusRecords(
  db: Db,
  merchant: Merchant,
  member: MemberSession,
  query: BonusQuery,
): Promise<BonusPage> {
  const { range, accountId, money } = await scope(db, merchant, member, query);
  const { pageNo, pageSize } = query;
  if (accountId === null) {
    return { ...toPage([], 0, pageNo, pageSize), ...money, totals: { count: 0, amount: 0 } };
  }
  const filter = {
    merchantId: merchant.id,
    accountId,
    range,
    timeZone: merchant.time_zone,
    kind: 'bonus',
  };
  const { rows, count, amount } = await pageOf(db, filter, pageNo, pageSize);
  const content = rows.map((row) => {
    const { kind: _kind, reference: _reference, ...bonus } = toRecord(row);
    return bonus;
  });
  return { ...toPage(content, count, pageNo, pageSize), ...money, totals: { count, amount } };
}
