import type { HouseAccountKind, TransactionKind } from '@sorteo/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { toMinor } from '../../lib/money.js';
import { accountSpec } from './ledger-legs.js';
import { ensureAccounts, specKey } from './ledger.repo.js';

type HistoricLeg = { wallet: number; amount: number } | { house: HouseAccountKind; amount: number };

export type HistoricMove = {
  merchantId: number;
  currency: string;
  key: string;
  kind: TransactionKind;
  at: Date;
  legs: HistoricLeg[];
  memo?: string;
};

/**
 * Tests only: a ledger transaction as it would have been written at `at`. The ledger stamps
 * rows with the database clock, so reports over past days need their history written
 * directly. Moves must be written oldest first so every entry's balance_after chains.
 */
export async function writeHistoric(db: Db, move: HistoricMove): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const specs = move.legs.map((leg) =>
      accountSpec('wallet' in leg ? { wallet: leg.wallet } : { house: leg.house }),
    );
    const ids = await ensureAccounts(trx, move.merchantId, move.currency, specs);
    const tx = await trx
      .insertInto('ledger_transaction')
      .values({
        merchant_id: move.merchantId,
        idempotency_key: move.key,
        payload_hash: 'history',
        kind: move.kind,
        status: 'committed',
        failure_code: null,
        currency: move.currency,
        memo: move.memo ?? null,
        reference: null,
        created_at: move.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [i, leg] of move.legs.entries()) {
      const accountId = ids.get(specKey(specs[i]!.kind, specs[i]!.memberId, specs[i]!.shard))!;
      const { balance } = await trx
        .updateTable('ledger_account')
        .set({ balance: sql`balance + ${leg.amount}` })
        .where('id', '=', accountId as never)
        .returning('balance')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('ledger_entry')
        .values({
          merchant_id: move.merchantId,
          transaction_id: Number(tx.id),
          account_id: accountId,
          amount: leg.amount,
          balance_after: toMinor(balance),
          created_at: move.at,
        })
        .execute();
    }
    return Number(tx.id);
  });
}
