import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context.js';
import { checkLedger, walletBalance } from '../../ledger/index.js';
import { fund } from '../../lottery-settlement/test-kit.js';
import { signedInMember } from '../../wallet/wallet-test-kit.js';
import { spin } from './games/line-slot.js';
import { luckySevens } from './games/slots.js';
import { startSandboxVendor, type SandboxVendor } from './sandbox-vendor.js';

const SECRET = 'sandbox-vendor-test-secret-0123456789';
let ctx: TestContext;
let site: FastifyInstance;
let vendor: SandboxVendor;
let demoId: number;
let sevens: string;
/** The draws of the vendor's games: a queue a test fills, random when empty. */
const draws: number[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  site = await ctx.appWith({
    SANDBOX_VENDOR_URL: 'http://127.0.0.1:7998',
    SANDBOX_VENDOR_SECRET: SECRET,
  });
  const siteUrl = await site.listen({ port: 0, host: '127.0.0.1' });
  vendor = await startSandboxVendor({
    secret: SECRET,
    siteUrl,
    randomInt: (n) => (draws.length > 0 ? draws.shift()! % n : Math.floor(Math.random() * n)),
    timeoutMs: 5000,
  });
  demoId = (
    await ctx.db
      .selectFrom('merchant')
      .select('id')
      .where('code', '=', 'SORTEO')
      .executeTakeFirstOrThrow()
  ).id;
  sevens = String(
    (
      await ctx.db
        .selectFrom('game')
        .select('id')
        .where('game_code', '=', 'SLOT3-SEVENS')
        .executeTakeFirstOrThrow()
    ).id,
  );
});
afterAll(async () => {
  await vendor?.close();
  await ctx.close();
});

/** The launch address with the sandbox's real origin. */
async function launchUrl(token?: string): Promise<URL> {
  const res = await site.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { merchant: 'SORTEO', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: { nodeId: sevens, language: 'en' },
  });
  const url = new URL(res.json().value.game_url);
  return new URL(`${vendor.url}${url.pathname}${url.search}`);
}

const api = async (path: string, body: object) =>
  (
    await fetch(`${vendor.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json() as Promise<Record<string, unknown>>;

describe('the sandbox vendor', () => {
  it('publishes its game list, signed', async () => {
    const res = await fetch(`${vendor.url}/games/SBX`);
    const body = (await res.json()) as { games: { gameCode: string; rtpBasisPoints: number }[] };
    expect(body.games.map((g) => [g.gameCode, g.rtpBasisPoints])).toEqual([
      ['SLOT3-SEVENS', 9595],
      ['SLOT5-JUNGLE', 9443],
      ['ROULETTE-EU', 9729],
      ['COCK-DERBY', 9515],
    ]);
    expect(res.headers.get('x-vendor-signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it("serves the game's page in the player's language, scripts locked to it", async () => {
    const member = await signedInMember(ctx.db, demoId);
    const url = await launchUrl(member.token);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/);
    const html = await res.text();
    expect(html).toContain('<title>Lucky Sevens</title>');
    expect(html).toContain('Spin');
  });

  it('plays a real spin through the wallet: the bet, the win, the round', async () => {
    const member = await signedInMember(ctx.db, demoId);
    await fund(ctx.db, demoId, member.id, 50_000, 'VND');
    const url = await launchUrl(member.token);
    const opened = await api('/api/open', {
      vendor: 'SBX',
      game: 'SLOT3-SEVENS',
      token: url.searchParams.get('token'),
    });
    expect(opened).toMatchObject({ balance: 50_000, currency: 'VND', demo: false });
    // Stops 0, 0, 0: what the math pays for them, in line bets of 1000.
    draws.push(0, 0, 0);
    let i = 0;
    const expected = spin(luckySevens, () => [0, 0, 0][i++]!).pay * 1000;
    const spun = await api('/api/spin', { session: opened.session, bet: 1000 });
    expect(spun).toMatchObject({ win: expected, balance: 50_000 - 1000 + expected });
    expect(await walletBalance(ctx.db, demoId, member.id, 'VND')).toBe(50_000 - 1000 + expected);
    const rounds = await ctx.db
      .selectFrom('vendor_round')
      .select(['stake', 'win', 'status'])
      .where('member_id', '=', member.id)
      .execute();
    expect(rounds.map((r) => [Number(r.stake), Number(r.win), r.status])).toEqual([
      [1000, expected, 'closed'],
    ]);
  });

  it('refuses a spin the wallet cannot pay, and a bet it does not offer', async () => {
    const member = await signedInMember(ctx.db, demoId);
    await fund(ctx.db, demoId, member.id, 500, 'VND');
    const url = await launchUrl(member.token);
    const opened = await api('/api/open', {
      vendor: 'SBX',
      game: 'SLOT3-SEVENS',
      token: url.searchParams.get('token'),
    });
    expect(await api('/api/spin', { session: opened.session, bet: 1000 })).toMatchObject({
      error: 'INSUFFICIENT_FUNDS',
      balance: 500,
    });
    expect(await api('/api/spin', { session: opened.session, bet: 1234 })).toMatchObject({
      error: 'BAD_BET',
    });
  });

  it('plays demo with its own money, never reaching a wallet', async () => {
    const before = await sql<{
      n: number;
    }>`select count(*)::int as n from vendor_transaction`.execute(ctx.db);
    const url = await launchUrl();
    expect(url.searchParams.get('demo')).toBe('1');
    const opened = await api('/api/open', { vendor: 'SBX', game: 'SLOT3-SEVENS', currency: 'VND' });
    expect(opened).toMatchObject({ demo: true, balance: 100 * 20_000 });
    const spun = await api('/api/spin', { session: opened.session, bet: 1000 });
    expect(spun.balance).toBe(100 * 20_000 - 1000 + (spun.win as number));
    const after = await sql<{
      n: number;
    }>`select count(*)::int as n from vendor_transaction`.execute(ctx.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('keeps every round accounted for through timeouts and duplicate deliveries', async () => {
    const member = await signedInMember(ctx.db, demoId);
    await fund(ctx.db, demoId, member.id, 1_000_000, 'VND');
    const url = await launchUrl(member.token);
    const opened = await api('/api/open', {
      vendor: 'SBX',
      game: 'SLOT3-SEVENS',
      token: url.searchParams.get('token'),
    });
    vendor.faults.timeout = 0.3;
    vendor.faults.duplicate = 0.5;
    try {
      for (let n = 0; n < 40; n += 1) {
        const spun = await api('/api/spin', { session: opened.session, bet: 1000 });
        expect(spun.error).toBeUndefined();
      }
    } finally {
      vendor.faults.timeout = 0;
      vendor.faults.duplicate = 0;
    }
    const rounds = await ctx.db
      .selectFrom('vendor_round')
      .select(['stake', 'win', 'status'])
      .where('member_id', '=', member.id)
      .execute();
    expect(rounds).toHaveLength(40);
    expect(rounds.every((r) => Number(r.stake) === 1000 && r.status === 'closed')).toBe(true);
    const won = rounds.reduce((sum, r) => sum + Number(r.win), 0);
    expect(await walletBalance(ctx.db, demoId, member.id, 'VND')).toBe(1_000_000 - 40_000 + won);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });
});

describe("the sandbox vendor's roulette", () => {
  it('settles every chip on the table in one round through the wallet', async () => {
    const member = await signedInMember(ctx.db, demoId);
    await fund(ctx.db, demoId, member.id, 50_000, 'VND');
    const roulette = (
      await ctx.db
        .selectFrom('game')
        .select('id')
        .where('game_code', '=', 'ROULETTE-EU')
        .executeTakeFirstOrThrow()
    ).id;
    const res = await site.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { merchant: 'SORTEO', authorization: `Bearer ${member.token}` },
      payload: { nodeId: String(roulette), language: 'en' },
    });
    const token = new URL(res.json().value.game_url).searchParams.get('token');
    const page = await fetch(`${vendor.url}/play/SBX/ROULETTE-EU?token=${token}&lang=en`);
    expect(await page.text()).toContain('<title>European Roulette</title>');
    const opened = await api('/api/open', { vendor: 'SBX', game: 'ROULETTE-EU', token });
    expect(opened).toMatchObject({ balance: 50_000, chips: [1000, 5000, 10_000, 50_000] });
    draws.push(17);
    const spun = await api('/api/spin', {
      session: opened.session,
      bets: [
        { bet: { kind: 'red' }, amount: 1000 },
        { bet: { kind: 'straight', value: 17 }, amount: 1000 },
        { bet: { kind: 'dozen', value: 3 }, amount: 1000 },
      ],
    });
    // 17 is black and in the second dozen: only the number wins, 36 × 1000.
    expect(spun).toMatchObject({ pocket: 17, colour: 'black', win: 36_000 });
    expect(spun.balance).toBe(50_000 - 3000 + 36_000);
    const rounds = await ctx.db
      .selectFrom('vendor_round')
      .select(['stake', 'win'])
      .where('member_id', '=', member.id)
      .execute();
    expect(rounds.map((r) => [Number(r.stake), Number(r.win)])).toEqual([[3000, 36_000]]);
  });

  it('refuses bets that are not on the table', async () => {
    const opened = await api('/api/open', { vendor: 'SBX', game: 'ROULETTE-EU', currency: 'VND' });
    for (const bets of [
      [],
      [{ bet: { kind: 'straight', value: 37 }, amount: 1000 }],
      [{ bet: { kind: 'red' }, amount: 1500 }],
      [{ bet: { kind: 'split', value: 1 }, amount: 1000 }],
      [{ bet: { kind: 'red' }, amount: 2_000_000 }],
    ]) {
      expect(await api('/api/spin', { session: opened.session, bets })).toEqual({
        error: 'BAD_BET',
      });
    }
  });
});

describe("the sandbox vendor's cock-fight board", () => {
  it('settles every bet of a fight in one round through the wallet, and deals the next fight', async () => {
    const member = await signedInMember(ctx.db, demoId);
    await fund(ctx.db, demoId, member.id, 50_000, 'VND');
    const derby = (
      await ctx.db
        .selectFrom('game')
        .select('id')
        .where('game_code', '=', 'COCK-DERBY')
        .executeTakeFirstOrThrow()
    ).id;
    const res = await site.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { merchant: 'SORTEO', authorization: `Bearer ${member.token}` },
      payload: { nodeId: String(derby), language: 'es' },
    });
    const token = new URL(res.json().value.game_url).searchParams.get('token');
    const page = await fetch(`${vendor.url}/play/SBX/COCK-DERBY?token=${token}&lang=es`);
    expect(await page.text()).toContain('<title>Gran Derbi</title>');
    const opened = await api('/api/open', { vendor: 'SBX', game: 'COCK-DERBY', token });
    expect(opened).toMatchObject({ balance: 50_000, chips: [1000, 5000, 10_000, 50_000] });
    expect(opened.card).toMatchObject({ number: 1 });
    // A draw of 0 is Meron's: the Meron bet returns 1.9 times, the draw bet is lost.
    draws.push(0);
    const fought = await api('/api/spin', {
      session: opened.session,
      bets: [
        { bet: 'meron', amount: 5000 },
        { bet: 'draw', amount: 1000 },
      ],
    });
    expect(fought).toMatchObject({ outcome: 'meron', win: 9500, next: { number: 2 } });
    expect(fought.balance).toBe(50_000 - 6000 + 9500);
    // A draw of 990 is a draw: the corner bet comes back, the draw pays 31 times.
    draws.push(990);
    const drawn = await api('/api/spin', {
      session: opened.session,
      bets: [
        { bet: 'wala', amount: 1000 },
        { bet: 'draw', amount: 1000 },
      ],
    });
    expect(drawn).toMatchObject({ outcome: 'draw', win: 1000 + 31_000 });
    const rounds = await ctx.db
      .selectFrom('vendor_round')
      .select(['stake', 'win'])
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(rounds.map((r) => [Number(r.stake), Number(r.win)])).toEqual([
      [6000, 9500],
      [2000, 32_000],
    ]);
    for (const bets of [
      [],
      [{ bet: 'meron', amount: 1500 }],
      [{ bet: 'tie', amount: 1000 }],
      [
        { bet: 'meron', amount: 1000 },
        { bet: 'meron', amount: 1000 },
      ],
      [{ bet: 'wala', amount: 1_000_000 }],
    ]) {
      expect(await api('/api/spin', { session: opened.session, bets })).toEqual({
        error: 'BAD_BET',
      });
    }
  });
});
