import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { findSessionsByHash, SESSIONS_BY_HASH } from './sessions.repo.js';

/*
 * Every signed-in player request reads its session through one prepared statement. Once
 * PostgreSQL settles on a generic plan for it, that plan serves every request, so it must
 * reach each session through the token's unique index however many sessions there are.
 */

let ctx: TestContext;
let tokens: string[];

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

beforeAll(async () => {
  ctx = await createTestContext();
  const merchant = await createMerchant(ctx.db);
  await sql`insert into member (merchant_id, account, password_hash, referral_code, register_ip,
      password_changed_at, created_at)
    select ${merchant.id}, 'planner' || g, 'x', 'PLAN' || g, '192.0.2.1', now(), now()
    from generate_series(1, 1500) g`.execute(ctx.db);
  const { rows } = await sql<{ token_hash: string }>`insert into member_session (merchant_id,
      member_id, token_hash, created_at, last_seen_at, idle_expires_at, absolute_expires_at, ip)
    select merchant_id, id, md5('plan' || id), now(), now(), now() + interval '1 hour',
      now() + interval '1 day', '192.0.2.1'
    from member where merchant_id = ${merchant.id}
    returning token_hash`.execute(ctx.db);
  tokens = rows.map((r) => r.token_hash);
  await sql`analyze member`.execute(ctx.db);
  await sql`analyze member_session`.execute(ctx.db);
});
afterAll(() => ctx.close());

describe('the session look-up', () => {
  it('reads each session and its member by key in its generic plan, never a whole table', async () => {
    const asked = tokens.slice(100, 116);
    const plan = await ctx.db.connection().execute(async (conn) => {
      await sql`set plan_cache_mode = force_generic_plan`.execute(conn);
      try {
        await sql.raw(`prepare session_plan_probe (text[]) as ${SESSIONS_BY_HASH}`).execute(conn);
        const literal = `'{${asked.join(',')}}'`;
        const { rows } = await sql
          .raw<{
            'QUERY PLAN': [{ Plan: PlanNode }] | string;
          }>(`explain (format json) execute session_plan_probe (${literal})`)
          .execute(conn);
        await sql.raw('deallocate session_plan_probe').execute(conn);
        const cell = rows[0]!['QUERY PLAN'];
        return (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
      } finally {
        await sql`reset plan_cache_mode`.execute(conn);
      }
    });
    const nodes = nodesOf(plan[0].Plan);
    const reads = nodes.filter((n) => n['Relation Name']);
    expect(reads.map((n) => n['Relation Name']).sort()).toEqual(['member', 'member_session']);
    for (const read of reads) expect(read['Node Type']).not.toBe('Seq Scan');

    const found = await findSessionsByHash(ctx.db, asked);
    expect([...found.keys()].sort()).toEqual([...asked].sort());
    for (const hash of asked) expect(found.get(hash)).toMatchObject({ token_hash: hash });
  });
});
