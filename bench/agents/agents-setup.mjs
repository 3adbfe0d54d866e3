// What the agents bench puts in its database, straight with SQL (building it is not what is
// measured): a tree of agents under one root, 30 days of hourly rollups for every member,
// the team's wallets, settled lottery bets with their ledger transactions, and a daily salary
// contract for every agent of the tree.

/**
 * The root agent, `level1` agents under it and the rest of `members` under those, each an
 * agent (type 2), with the upline closure. Answers the root's id.
 */
export async function insertTree(db, { merchantId, members, level1 }) {
  const run = Date.now().toString(36);
  const insert = (sql, values) => db.query(sql, values);
  const { rows } = await insert(
    `insert into member (merchant_id, account, password_hash, referral_code, register_ip,
       password_changed_at, created_at, type, affiliate_code)
     values ($1, $2, 'x', $3, '192.0.2.1', now(), now() - interval '60 days', 1, $4)
     returning id`,
    [merchantId, `ar${run}`, `AR${run}`, `AF${run}`],
  );
  const root = rows[0].id;
  await insert(
    `insert into member (merchant_id, account, password_hash, referral_code, register_ip,
       password_changed_at, created_at, type, upline_id)
     select $1, 'a1' || $2 || '_' || g, 'x', 'A1' || $2 || g, '192.0.2.1', now(),
       now() - interval '60 days', 2, $3
     from generate_series(1, $4) g`,
    [merchantId, run, root, level1],
  );
  await insert(
    `insert into member (merchant_id, account, password_hash, referral_code, register_ip,
       password_changed_at, created_at, type, upline_id)
     select $1, 'a2' || $2 || '_' || g, 'x', 'A2' || $2 || g, '192.0.2.1', now(),
       now() - (g % 60) * interval '1 day', 2,
       (select id from member where account = 'a1' || $2 || '_' || (1 + g % $4))
     from generate_series(1, $3) g`,
    [merchantId, run, members - level1, level1],
  );
  await insert(
    `insert into member_upline_closure (ancestor_id, descendant_id, depth)
     select id, id, 0 from member where merchant_id = $1 and (id = $2 or upline_id = $2
       or upline_id in (select id from member where upline_id = $2))
     union all
     select upline_id, id, 1 from member where upline_id = $2
       or upline_id in (select id from member where upline_id = $2)
     union all
     select $2, m.id, 2 from member m join member u on u.id = m.upline_id
     where u.upline_id = $2`,
    [merchantId, root],
  );
  return root;
}

/**
 * `days` days of rollups ending with yesterday: each descendant of the root plays one hour a
 * day (which hour follows its id), written in time order as the rollup job writes them, and
 * the team rows are summed from those.
 */
export async function insertRollups(db, { merchantId, currency, root, days }) {
  await db.query(
    `insert into member_hour (member_id, currency, hour, merchant_id, bets, valid_bet, payouts,
       settled_bets)
     select c.descendant_id, $2, date_trunc('day', now()) - d * interval '1 day'
         + (c.descendant_id % 24) * interval '1 hour', $1,
       1000 + (c.descendant_id * 7 + d) % 50000, 1000 + (c.descendant_id * 7 + d) % 50000,
       (c.descendant_id * 13 + d) % 40000, 1 + d % 5
     from member_upline_closure c cross join generate_series(1, $4) d
     where c.ancestor_id = $3 and c.depth >= 1
     order by 3`,
    [merchantId, currency, root, days],
  );
  // Each member active on each of those days (of the merchant's clock): its team's counts.
  await db.query(
    `insert into team_day (ancestor_id, currency, day, merchant_id, active)
     select c.ancestor_id, d.currency, d.day, $1::int, count(*)
     from (
       select distinct h.member_id, h.currency, (h.hour at time zone m.time_zone)::date as day
       from member_hour h join merchant m on m.id = h.merchant_id
       where h.merchant_id = $1 and h.settled_bets > 0
     ) as d
     join member_upline_closure c on c.descendant_id = d.member_id and c.depth >= 1
     group by c.ancestor_id, d.currency, d.day`,
    [merchantId],
  );
  // Registrations: each member's account opened in its hour.
  await db.query(
    `insert into member_hour (member_id, currency, hour, merchant_id, joined)
     select m.id, $2, date_trunc('hour', m.created_at), $1, 1
     from member_upline_closure c join member m on m.id = c.descendant_id
     where c.ancestor_id = $3 and c.depth >= 1
     on conflict (member_id, currency, hour) do update set joined = 1`,
    [merchantId, currency, root],
  );
  await db.query(
    `insert into team_hour (ancestor_id, currency, hour, merchant_id, bets, valid_bet, payouts,
       settled_bets, joined)
     select c.ancestor_id, h.currency, h.hour, $1, sum(h.bets), sum(h.valid_bet),
       sum(h.payouts), sum(h.settled_bets), sum(h.joined)
     from member_hour h
     join member_upline_closure c on c.descendant_id = h.member_id and c.depth >= 1
     where h.merchant_id = $1
     group by c.ancestor_id, h.currency, h.hour`,
    [merchantId],
  );
  for (const table of ['member_hour', 'team_hour', 'team_day', 'member_upline_closure', 'member']) {
    await db.query(`vacuum analyze ${table}`);
  }
}

/**
 * The rollup state as if the job had taken in everything written so far (the rollups above
 * stand for the activity, which is put in after them).
 */
export async function markRolledUp(db) {
  await db.query(
    `update rollup_state set horizon = pg_snapshot_xmin(pg_current_snapshot())::text::bigint,
       live_from = now(), ran_at = now()`,
  );
}

/** A daily salary contract for the root (from the house) and every agent under it. */
export async function insertContracts(db, { merchantId, root }) {
  const terms = (rate) =>
    JSON.stringify({
      kind: 'daily_salary',
      tiers: [
        { minDailyTeamBet: 0, minActiveMembers: 1, rate },
        { minDailyTeamBet: 1_000_000, minActiveMembers: 10, rate: String(Number(rate) + 1) },
      ],
    });
  await db.query(
    `insert into agent_scheme (merchant_id, kind, enabled) values ($1, 'daily_salary', true)
     on conflict (merchant_id, kind) do update set enabled = true`,
    [merchantId],
  );
  await db.query(
    `insert into agent_contract (merchant_id, kind, action, upline_id, downline_id, terms,
       status, offered_at, expires_at, decided_at, effective_from)
     select $1, 'daily_salary', 'offer', m.upline_id, c.descendant_id,
       (case c.depth when 0 then $3 when 1 then $4 else $5 end)::jsonb, 'accepted',
       now() - interval '40 days', now() - interval '33 days', now() - interval '40 days',
       date_trunc('day', now()) - interval '35 days'
     from member_upline_closure c join member m on m.id = c.descendant_id
     where c.ancestor_id = $2`,
    [merchantId, root, terms('8'), terms('5'), terms('3')],
  );
}

/**
 * What the reports that read the sources find: a wallet for every member of the root's team,
 * and `bets` settled lottery bets over the last `days` days (one draw a day, each member in
 * turn), each with its order, its stake's ledger transaction and, for the half that won, its
 * payout's; and as many closed rounds of a vendor's slot.
 */
export async function insertActivity(db, { merchantId, currency, root, days, bets }) {
  const team = `select descendant_id as id from member_upline_closure
    where ancestor_id = ${Number(root)} and depth >= 1`;
  await db.query(
    `insert into ledger_account (merchant_id, currency, kind, member_id, balance)
     select $1, $2, 'wallet', t.id, 1000000 + t.id % 9000000 from (${team}) t
     on conflict do nothing`,
    [merchantId, currency],
  );
  await db.query(
    `insert into ledger_account (merchant_id, currency, kind, member_id)
     values ($1, $2, 'house:bets', null), ($1, $2, 'house:payouts', null)
     on conflict do nothing`,
    [merchantId, currency],
  );
  const game = (
    await db.query(`select id from lottery_game where merchant_id = $1 order by id limit 1`, [
      merchantId,
    ])
  ).rows[0].id;
  const periods = await db.query(
    `insert into lottery_period (merchant_id, game_id, period_no, open_at, close_at, draw_at,
       seed_hash, status, result, settled_at)
     select $1, $2, '20980101-' || lpad(d::text, 4, '0'), at - interval '10 minutes', at - interval '2 minutes',
       at - interval '1 minute', repeat('0', 64), 'settled', '{}'::jsonb, at
     from generate_series(1, $3) d,
       lateral (select date_trunc('day', now()) - d * interval '1 day'
         + interval '12 hours' as at) x
     returning id, settled_at`,
    [merchantId, game, days],
  );
  const perDay = Math.ceil(bets / days);
  await db.query(
    `with ids as (select array_agg(id order by id) as a from (${team}) t),
     p as (select * from unnest($4::bigint[], $5::timestamptz[]) with ordinality
       as p(id, at, n))
     insert into lottery_bet (order_id, merchant_id, member_id, period_id, game_id, bet_type,
       pick, stake, odds, currency, status, payout, settled_at, created_at)
     select p.n * 1000000 + g, $1, ids.a[1 + (p.n * $6 + g) % array_length(ids.a, 1)], p.id, $2,
       'big_small', 'big', 1000 + g % 9000, 198, $3,
       case when g % 2 = 0 then 'won' else 'lost' end,
       case when g % 2 = 0 then 2 * (1000 + g % 9000) else 0 end, p.at,
       p.at - interval '5 minutes'
     from p, ids, generate_series(1, $6) g`,
    [
      merchantId,
      game,
      currency,
      periods.rows.map((r) => r.id),
      periods.rows.map((r) => r.settled_at),
      perDay,
    ],
  );
  // Each bet its own order, as the reports join them.
  await db.query(
    `insert into lottery_order (id, merchant_id, member_id, period_id, idempotency_key,
       request_hash, total_stake, currency, created_at)
     overriding system value
     select b.order_id, b.merchant_id, b.member_id, b.period_id, 'bench:' || b.order_id, 'x',
       b.stake, b.currency, b.created_at
     from lottery_bet b
     join lottery_period p on p.id = b.period_id and p.period_no like '20980101-%'
     where b.merchant_id = $1`,
    [merchantId],
  );
  // As many closed rounds of the sandbox vendor's slot, spread over the same days and hours.
  await db.query(
    `with ids as (select array_agg(id order by id) as a from (${team}) t),
     slot as (select id from game where vendor_code = 'SBX' order by id limit 1)
     insert into vendor_round (merchant_id, member_id, vendor_code, game_id, round_id, currency,
       stake, win, status, opened_at, closed_at)
     select $1, ids.a[1 + g % array_length(ids.a, 1)], 'SBX', slot.id, 'bench-' || g, $2,
       500 + g % 5000, case when g % 3 = 0 then 2 * (500 + g % 5000) else 0 end, 'closed', at,
       at + interval '3 seconds'
     from ids, slot, generate_series(1, $3) g,
       lateral (select now() - (g % ($4 * 24)) * interval '1 hour' - interval '30 minutes'
         as at) x`,
    [merchantId, currency, perDay * days, days],
  );
  for (const table of [
    'ledger_account',
    'lottery_period',
    'lottery_bet',
    'lottery_order',
    'vendor_round',
  ]) {
    await db.query(`analyze ${table}`);
  }
  // A stake leaves the wallet for the house; a win comes back from it.
  for (const [kind, amount, house, where] of [
    ['bet_place', '-b.stake', 'house:bets', 'true'],
    ['bet_settle', 'b.payout', 'house:payouts', "b.status = 'won'"],
  ]) {
    await db.query(
      `with moves as materialized (
         select nextval(pg_get_serial_sequence('ledger_transaction', 'id')) as tx, b.id as bet,
           a.id as wallet, ${amount} as amount, b.created_at as at
         from lottery_bet b
         join ledger_account a on a.merchant_id = b.merchant_id and a.kind = 'wallet'
           and a.member_id = b.member_id and a.currency = b.currency
         join lottery_period p on p.id = b.period_id and p.period_no like '20980101-%'
         where b.merchant_id = $1 and ${where}
       ),
       tx as (
         insert into ledger_transaction (id, merchant_id, idempotency_key, payload_hash, kind,
           status, currency, reference, created_at)
         overriding system value
         select tx, $1, 'bench:${kind}:' || bet, 'x', '${kind}', 'committed', $2,
           'lottery_bet:' || bet, at
         from moves
       ),
       house as (select id from ledger_account where merchant_id = $1 and currency = $2
         and kind = '${house}' and member_id is null order by id limit 1)
       insert into ledger_entry (merchant_id, transaction_id, account_id, amount, balance_after,
         created_at)
       select $1, m.tx, x.account, x.amount, 0, m.at
       from moves m
       cross join house
       cross join lateral (values (m.wallet, m.amount), (house.id, -m.amount)) as x(account, amount)`,
      [merchantId, currency],
    );
  }
  for (const table of ['ledger_account', 'ledger_transaction', 'ledger_entry', 'lottery_bet']) {
    await db.query(`vacuum analyze ${table}`);
  }
}
