import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context.js';
import { checkLedger, walletBalance } from '../../ledger/index.js';
import { fund } from '../../lottery-settlement/test-kit.js';
import { signedInMember } from '../../wallet/wallet-test-kit.js';
import { startSandboxVendor, type SandboxVendor } from './sandbox-vendor.js';

const SECRET = 'sandbox-vendor-chaos-secret-0123456789';
const PLAYERS = 20;
const ROUNDS = 2000;
const FUNDS = 5_000_000;
let ctx: TestContext;
let site: FastifyInstance;
let vendor: SandboxVendor;
let demoId: number;
const vendorLog: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  site = await ctx.appWith({
    SANDBOX_VENDOR_URL: 'http://127.0.0.1:7997',
    SANDBOX_VENDOR_SECRET: SECRET,
  });
  const siteUrl = await site.listen({ port: 0, host: '127.0.0.1' });
  vendor = await startSandboxVendor({
    secret: SECRET,
    siteUrl,
    timeoutMs: 5000,
    lateWinMs: 500,
    log: (line) => vendorLog.push(line),
  });
  demoId = (
    await ctx.db
      .selectFrom('merchant')
      .select('id')
      .where('code', '=', 'SORTEO')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await vendor?.close();
  await ctx.close();
});

const vendorApi = async (path: string, body: object) =>
  (await (
    await fetch(`${vendor.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json()) as Record<string, unknown>;

async function seated() {
  const member = await signedInMember(ctx.db, demoId);
  await fund(ctx.db, demoId, member.id, FUNDS, 'VND');
  const game = await ctx.db
    .selectFrom('game')
    .select('id')
    .where('game_code', '=', 'SLOT5-JUNGLE')
    .executeTakeFirstOrThrow();
  const launch = await site.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { merchant: 'SORTEO', authorization: `Bearer ${member.token}` },
    payload: { nodeId: String(game.id), language: 'en' },
  });
  const token = new URL(launch.json().value.game_url).searchParams.get('token');
  const opened = await vendorApi('/api/open', { vendor: 'SBX', game: 'SLOT5-JUNGLE', token });
  return { ...member, session: String(opened.session) };
}

it(
  'accounts for every round of thousands through timeouts, duplicates, changed replays, ' +
    'early rollbacks, cancelled rounds and wins after logout',
  async () => {
    const players = await Promise.all(Array.from({ length: PLAYERS }, seated));
    const houseBefore = await vendorHouse();
    Object.assign(vendor.faults, {
      timeout: 0.05,
      duplicate: 0.1,
      rollbackBeforeBet: 0.03,
      changedReplay: 0.03,
      cancelRound: 0.05,
      lateWin: 0.1,
    });
    const refusals = new Map<string, number>();
    const loggedOutAt = new Map<number, number>();
    let played = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (played < ROUNDS) {
          const n = played++;
          const p = players[n % PLAYERS]!;
          // Halfway, a quarter of the players each bet with a late win on its way, and log out.
          if (n === ROUNDS / 2) {
            const faults = { ...vendor.faults };
            Object.assign(vendor.faults, { rollbackBeforeBet: 0, cancelRound: 0, lateWin: 1 });
            for (const out of players.slice(0, PLAYERS / 4)) {
              await vendorApi('/api/spin', { session: out.session, bet: 2000 });
              await site.inject({
                method: 'DELETE',
                url: '/wps/session/logout',
                headers: { merchant: 'SORTEO', authorization: `Bearer ${out.token}` },
              });
              loggedOutAt.set(out.id, Date.now());
            }
            Object.assign(vendor.faults, faults);
          }
          const spun = await vendorApi('/api/spin', { session: p.session, bet: 2000 });
          if (typeof spun.error === 'string') {
            refusals.set(spun.error, (refusals.get(spun.error) ?? 0) + 1);
          }
        }
      }),
    );
    await vendor.book.settled();
    Object.assign(vendor.faults, {
      timeout: 0,
      duplicate: 0,
      rollbackBeforeBet: 0,
      changedReplay: 0,
      cancelRound: 0,
      lateWin: 0,
    });

    // Only what the faults and the logouts explain was refused.
    expect([...refusals.keys()].sort()).toEqual(['BET_ROLLED_BACK', 'VENDOR_SESSION_ENDED']);
    expect(vendorLog.filter((l) => /not refused|answered differently|refused \(/.test(l))).toEqual(
      [],
    );

    // The vendor's book and the site's rounds agree, round by round.
    const booked = [...vendor.book.rounds.values()].filter(
      (r) => r.vendor === 'SBX' && r.gameCode === 'SLOT5-JUNGLE',
    );
    const standing = booked.filter((r) => r.stake > 0);
    expect(booked.length).toBeGreaterThanOrEqual(ROUNDS);
    expect(booked.some((r) => r.refunded > 0)).toBe(true);
    expect(booked.some((r) => r.state === 'void')).toBe(true);
    const ours = await ctx.db
      .selectFrom('vendor_round')
      .select(['round_id', 'member_id', 'stake', 'win', 'refunded', 'status'])
      .where('vendor_code', '=', 'SBX')
      .where(
        'member_id',
        'in',
        players.map((p) => p.id),
      )
      .execute();
    const byRound = new Map(
      ours.map((r) => [
        r.round_id,
        { ...r, stake: Number(r.stake), win: Number(r.win), refunded: Number(r.refunded) },
      ]),
    );
    expect(ours).toHaveLength(standing.length);
    for (const r of standing) {
      expect(byRound.get(r.roundId), r.roundId).toMatchObject({
        member_id: Number(r.playerId),
        stake: r.stake,
        win: r.win,
        refunded: r.refunded,
        status: 'closed',
      });
    }

    // Every player's wallet is what the book says, wins after logout included.
    const lateAfterLogout = standing.filter(
      (r) => r.closedAt! > (loggedOutAt.get(Number(r.playerId)) ?? Infinity),
    );
    expect(lateAfterLogout.length).toBeGreaterThanOrEqual(PLAYERS / 4);
    expect(standing.every((r) => r.state === 'closed')).toBe(true);
    for (const p of players) {
      const own = standing.filter((r) => Number(r.playerId) === p.id);
      const moved = own.reduce((sum, r) => sum - r.stake + r.win + r.refunded, 0);
      expect(await walletBalance(ctx.db, demoId, p.id, 'VND')).toBe(FUNDS + moved);
    }
    const kept = standing.reduce((sum, r) => sum + r.stake - r.win - r.refunded, 0);
    expect((await vendorHouse()) - houseBefore).toBe(kept);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  },
  240_000,
);

async function vendorHouse(): Promise<number> {
  const { rows } = await sql<{ balance: string }>`
    select coalesce(sum(balance), 0) as balance from ledger_account
    where merchant_id = ${demoId} and currency = 'VND' and kind = 'house:vendor:SBX'`.execute(
    ctx.db,
  );
  return Number(rows[0]!.balance);
}
