// What the placement benches share: players, sessions, money and an open 5D period put
// straight in the database, and the load that places orders on it.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { httpLoad } from '../lib/http-load.mjs';
import { root } from '../lib/util.mjs';

const api = (path) => tsImport(join(root, 'apps/api/src', path), import.meta.url);

/**
 * Players straight in the database, each with a session token and money, and a 5D period
 * open for an hour: signing in and funding are not what is measured.
 */
export async function preparePlacement(url, memberCount) {
  const { Kysely, PostgresDialect, sql } = await import('kysely');
  const { openSession } = await api('modules/members/sessions.service.ts');
  const { Ledger } = await api('modules/ledger/ledger.service.ts');
  const db = new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }),
  });
  try {
    const merchant = await db
      .selectFrom('merchant')
      .select(['id', 'code', 'currency'])
      .where('code', '=', 'SORTEO')
      .executeTakeFirstOrThrow();
    const game = await db
      .selectFrom('lottery_game')
      .select(['id', 'limits'])
      .where('merchant_id', '=', merchant.id)
      .where('game_code', '=', '5D_5M')
      .executeTakeFirstOrThrow();
    const stake = game.limits.pos_digit.min;
    const run = randomBytes(3).toString('hex');
    await sql
      .raw(
        `insert into member (merchant_id, account, password_hash, referral_code, register_ip,
           password_changed_at, created_at)
         select ${merchant.id}, 'bp${run}' || g, 'x', 'R${run}' || g, '192.0.2.1', now(), now()
         from generate_series(1, ${memberCount}) g`,
      )
      .execute(db);
    const members = await db
      .selectFrom('member')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('account', 'like', `bp${run}%`)
      .execute();
    const tokens = [];
    const origin = { merchantId: merchant.id, ip: '192.0.2.1', userAgent: 'bench' };
    for (const m of members) tokens.push(await openSession(db, m.id, origin, new Date()));
    const ledger = new Ledger(db);
    await Promise.all(
      members.map((m) =>
        ledger.post({
          merchantId: merchant.id,
          currency: merchant.currency,
          key: `bench:${run}:${m.id}`,
          kind: 'deposit',
          legs: [
            { account: { house: 'clearing:deposits' }, amount: -stake * 100_000 },
            { account: { wallet: m.id }, amount: stake * 100_000 },
          ],
        }),
      ),
    );
    const periodNo = '20260101-0001';
    await db
      .insertInto('lottery_period')
      .values({
        merchant_id: merchant.id,
        game_id: game.id,
        period_no: periodNo,
        open_at: new Date(Date.now() - 1_000),
        close_at: new Date(Date.now() + 3_600_000),
        draw_at: new Date(Date.now() + 3_600_000),
        seed_hash: randomBytes(32).toString('hex'),
      })
      .execute();
    return { merchant: merchant.code, tokens, stake, periodNo };
  } finally {
    await db.destroy();
  }
}

/**
 * `connections` players' clients for `seconds`, each order one 5D `pos_digit` pick of a random
 * player with a fresh idempotency key; answers the raw load result (http-load.mjs).
 */
export function placeOrders(url, setup, { connections, seconds }) {
  let n = 0;
  const run = randomBytes(4).toString('hex');
  return httpLoad({
    url,
    connections,
    duration: seconds,
    request: () => {
      const token = setup.tokens[Math.floor(Math.random() * setup.tokens.length)];
      const pick = `${1 + Math.floor(Math.random() * 5)}:${Math.floor(Math.random() * 10)}`;
      return {
        method: 'POST',
        path: '/lgw/bets',
        headers: {
          'content-type': 'application/json',
          merchant: setup.merchant,
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({
          gameCode: '5D_5M',
          periodNo: setup.periodNo,
          lines: [{ betType: 'pos_digit', picks: [pick], stake: setup.stake }],
          idempotencyKey: `bench-${run}-${n++}`,
        }),
      };
    },
  });
}
