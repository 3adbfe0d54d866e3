import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import type { Site } from '../../../test/members.js';
import { expectLedgerSound } from '../ledger/ledger-test-kit.js';
import type { GiveWayCounts } from '../ledger/index.js';
import { fund, newSite, signedInMember, type Player } from '../withdrawals/test-kit.js';
import { createPeriod, placeBets, type TestPeriod } from './test-kit.js';

// The placement benchmark's scenario (bench/lottery/place.mjs), smaller: concurrent clients,
// each order one 5D `pos_digit` pick by a random player with a fresh key. Its batches must
// keep to the fast way; a fallback in more than 1% of them is a regression, even though
// every answer would still be right.
const PLAYERS = 100;
const CLIENTS = 40;
const ORDERS = 800;

let ctx: TestContext;
let site: Site;
let period: TestPeriod;
let players: Player[];

beforeAll(async () => {
  ctx = await createTestContext();
  site = await newSite(ctx);
  period = await createPeriod(site, '5D_3M');
  players = [];
  for (let i = 0; i < PLAYERS; i++) {
    const player = await signedInMember(site);
    await fund(site, player.id, 1_000_000);
    players.push(player);
  }
});
afterAll(async () => {
  await expectLedgerSound(ctx.db);
  await ctx.close();
});

const placeOne = async (n: number) => {
  const player = players[Math.floor(Math.random() * PLAYERS)]!;
  const res = await placeBets(site, player, {
    gameCode: '5D_3M',
    periodNo: period.periodNo,
    lines: [{ betType: 'pos_digit', picks: [`${1 + (n % 5)}:${n % 10}`], stake: 100 }],
  });
  expect(res.statusCode, res.body).toBe(200);
};

const total = (counts: GiveWayCounts) => Object.values(counts).reduce((a, b) => a + b, 0);

it('places the benchmark scenario with at most 1% of batches falling back', async () => {
  // The first order makes the house account for stakes: that batch gives way, as it must.
  await placeOne(0);
  const { stats } = ctx.app.ledger;
  expect(stats.gaveWay['account-to-create']).toBeGreaterThanOrEqual(1);
  const before = { batches: stats.batches, gaveWay: total(stats.gaveWay) };

  let next = 1;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next <= ORDERS) await placeOne(next++);
    }),
  );

  const batches = stats.batches - before.batches;
  const gaveWay = total(stats.gaveWay) - before.gaveWay;
  expect(batches).toBeGreaterThan(0);
  expect(batches).toBeLessThan(ORDERS);
  expect(gaveWay / batches, JSON.stringify(stats.gaveWay)).toBeLessThanOrEqual(0.01);
});

it('counts every fallback on /metrics by reason', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  const created = /^sorteo_ledger_gave_way_total\{reason="account-to-create"\} (\d+)$/m.exec(
    res.body,
  );
  expect(Number(created?.[1])).toBe(ctx.app.ledger.stats.gaveWay['account-to-create']);
  expect(res.body).toMatch(/^sorteo_ledger_gave_way_total\{reason="balance-moved"\} \d+$/m);
  expect(res.body).toMatch(/^sorteo_placement_gave_way_total\{reason="game-changed"\} \d+$/m);
});

it('shows on /metrics how many postings the group commit sent in how many batches', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
  const counter = (name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(res.body)?.[1]);
  const { stats } = ctx.app.ledger;
  expect(counter('sorteo_ledger_batches_total')).toBe(stats.batches);
  expect(counter('sorteo_ledger_postings_total')).toBe(stats.postings);
  expect(counter('sorteo_ledger_batches_behind_total')).toBe(stats.behind);
  expect(counter('sorteo_ledger_waits_for_fuller_total')).toBe(stats.waitedForFuller);
  // The scenario's orders went in batches of more than one.
  expect(stats.postings).toBeGreaterThan(ORDERS);
  expect(stats.postings / stats.batches).toBeGreaterThan(1);
});
