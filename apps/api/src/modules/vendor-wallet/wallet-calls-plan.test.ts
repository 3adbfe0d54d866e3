import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { callRowsStatement, type CallRows } from './wallet-calls.repo.js';

/*
 * Every batch of wallet calls writes its rows through one prepared statement. Once
 * PostgreSQL settles on a generic plan for it, that plan serves every batch, so it must reach
 * the bets that wins settle through their key however many calls are recorded.
 */

let ctx: TestContext;
let call: CallRows;

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

beforeAll(async () => {
  ctx = await createTestContext();
  const merchant = await createMerchant(ctx.db);
  const member = await sql<{ id: number }>`insert into member (merchant_id, account,
      password_hash, referral_code, register_ip, password_changed_at, created_at)
    values (${merchant.id}, 'planwallet', 'x', 'PLANW', '192.0.2.1', now(), now())
    returning id`.execute(ctx.db);
  const memberId = member.rows[0]!.id;
  const game = await ctx.db
    .selectFrom('game')
    .select('id')
    .where('vendor_code', '=', 'SBX')
    .executeTakeFirstOrThrow();
  await sql`insert into vendor_transaction (vendor_code, transaction_id, kind, merchant_id,
      member_id, round_id, amount, reference, request_hash, outcome)
    select 'SBX', 'plan-bet-' || g, 'bet', ${merchant.id}, ${memberId}, 'plan-round-' || g,
      1000, null, 'x', '{}'
    from generate_series(1, 3000) g`.execute(ctx.db);
  await sql`analyze vendor_transaction`.execute(ctx.db);
  call = {
    vendorCode: 'SBX',
    transactionId: 'plan-win-7',
    kind: 'win',
    merchantId: merchant.id,
    memberId,
    roundId: 'plan-round-7',
    amount: 2000,
    reference: 'plan-bet-7',
    requestHash: 'y',
    outcome: { balance: 0, currency: 'VND', transactionId: 'plan-win-7' },
    gameId: game.id,
    currency: 'VND',
    stake: 0,
    win: 2000,
    refunded: 0,
    closed: true,
    at: new Date(),
    settles: 'paid',
  };
});
afterAll(() => ctx.close());

describe('the wallet calls statement', () => {
  it('finds the bets it settles by key in its generic plan, never the whole table', async () => {
    const compiled = callRowsStatement([call]).compile(ctx.db);
    const plan = await ctx.db.connection().execute(async (conn) => {
      await sql`set plan_cache_mode = force_generic_plan`.execute(conn);
      try {
        await sql.raw(`prepare wallet_calls_probe (json) as ${compiled.sql}`).execute(conn);
        const literal = `'${String(compiled.parameters[0]).replaceAll("'", "''")}'`;
        const { rows } = await sql
          .raw<{
            'QUERY PLAN': [{ Plan: PlanNode }] | string;
          }>(`explain (format json) execute wallet_calls_probe (${literal})`)
          .execute(conn);
        await sql.raw('deallocate wallet_calls_probe').execute(conn);
        const cell = rows[0]!['QUERY PLAN'];
        return (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
      } finally {
        await sql`reset plan_cache_mode`.execute(conn);
      }
    });
    const reads = nodesOf(plan[0].Plan).filter(
      (n) => n['Relation Name'] === 'vendor_transaction' && n['Node Type'] !== 'ModifyTable',
    );
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read['Node Type']).not.toBe('Seq Scan');

    await callRowsStatement([call]).execute(ctx.db);
    const bet = await ctx.db
      .selectFrom('vendor_transaction')
      .select('settlement')
      .where('transaction_id', '=', 'plan-bet-7')
      .executeTakeFirstOrThrow();
    expect(bet.settlement).toBe('paid');
  });
});
