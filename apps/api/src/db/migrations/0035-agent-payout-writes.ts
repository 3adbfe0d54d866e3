import { sql, type Kysely } from 'kysely';

/**
 * A run writes its 100,000 payouts in the statement that computes them (decision 0029):
 * `agent_payout_member` repeated the unique (member_id, kind, period_start), which serves the
 * same reads scanned backwards; the keys to the run and to the contract are checked by the
 * writing statement itself (the run row is claimed earlier in its transaction, the contract
 * is the row it joins), and each cost a lookup per row. The key to the member stays: deleting
 * a member still deletes its payouts.
 */
const statements = [
  sql`drop index agent_payout_member`,
  sql`alter table agent_payout drop constraint agent_payout_merchant_id_kind_period_start_fkey`,
  sql`alter table agent_payout drop constraint agent_payout_contract_id_fkey`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
