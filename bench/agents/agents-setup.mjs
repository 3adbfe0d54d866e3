// What the agents bench puts in its database, straight with SQL (building it is not what is
// measured): a tree of agents under one root, 30 days of hourly rollups for every member, and
// a daily salary contract for every agent of the tree.

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
 * day (which hour follows its id), and the team rows are summed from those as the rollup
 * job would write them.
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
     where c.ancestor_id = $3 and c.depth >= 1`,
    [merchantId, currency, root, days],
  );
  await db.query(
    `insert into team_hour (ancestor_id, currency, hour, merchant_id, bets, valid_bet, payouts,
       settled_bets)
     select c.ancestor_id, h.currency, h.hour, $1, sum(h.bets), sum(h.valid_bet),
       sum(h.payouts), sum(h.settled_bets)
     from member_hour h
     join member_upline_closure c on c.descendant_id = h.member_id and c.depth >= 1
     where h.merchant_id = $1
     group by c.ancestor_id, h.currency, h.hour`,
    [merchantId],
  );
  await db.query('analyze member_hour');
  await db.query('analyze team_hour');
  await db.query('analyze member_upline_closure');
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
