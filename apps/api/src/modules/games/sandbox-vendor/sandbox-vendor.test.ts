import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context.js';
import { checkLedger, walletBalance } from '../../ledger/index.js';
import { fund } from '../../lottery-settlement/test-kit.js';
import { signedInMember } from '../../wallet/wallet-test-kit.js';
import { fishKinds, HIT_DRAWS, type FishKind } from './games/fish.js';
import { spin } from './games/line-slot.js';
import { fairDraw, matchCard, oddsOf, scoreAt, winnerOf, type Pick } from './games/matches.js';
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
/** The match boards' server seeds: a queue a test fills, random when empty. */
const seeds: string[] = [];
/** How long a match plays: long enough to see its bet stand before its win. */
const MATCH_MS = 600;

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
    serverSeed: () => seeds.shift() ?? randomBytes(32).toString('hex'),
    matchMs: MATCH_MS,
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

/** A call to the vendor's page API, with its status. */
const call = async (path: string, body: unknown) => {
  const res = await fetch(`${vendor.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** A real member's launch of a game: the token in the address, and the page in `lang`. */
async function launched(gameCode: string, token: string, lang: string) {
  const game = await ctx.db
    .selectFrom('game')
    .select('id')
    .where('game_code', '=', gameCode)
    .executeTakeFirstOrThrow();
  const res = await site.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { merchant: 'SORTEO', authorization: `Bearer ${token}` },
    payload: { nodeId: String(game.id), language: lang },
  });
  const launch = new URL(res.json().value.game_url).searchParams.get('token')!;
  const page = await fetch(`${vendor.url}/play/SBX/${gameCode}?token=${launch}&lang=${lang}`);
  return { launch, html: await page.text() };
}

const roundsOf = async (memberId: number) =>
  (
    await ctx.db
      .selectFrom('vendor_round')
      .select(['stake', 'win', 'status'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute()
  ).map((r) => [Number(r.stake), Number(r.win), r.status]);

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
      ['FISH-REEF', 9500],
      ['SPORTS-LEAGUE', 9480],
      ['ESPORTS-ARENA', 9480],
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

describe("the sandbox vendor's fish shooter", () => {
  type Fish = { id: number; kind: FishKind };

  it('plays each shot as a round through the wallet: a hit pays stake × multiplier', async () => {
    const member = await signedInMember(ctx.db, demoId);
    await fund(ctx.db, demoId, member.id, 50_000, 'VND');
    const { launch, html } = await launched('FISH-REEF', member.token, 'pt');
    expect(html).toContain('<title>Caçador do Recife</title>');
    const opened = await api('/api/open', { vendor: 'SBX', game: 'FISH-REEF', token: launch });
    expect(opened).toMatchObject({ balance: 50_000, bets: [1000, 2000, 5000, 10_000] });
    const fish = opened.fish as Fish[];
    expect(fish.map((f) => f.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const target = fish[3]!;
    const multiplier = fishKinds[target.kind].multiplier;
    // A draw of 0 hits any kind; the caught fish makes way for fish 10.
    draws.push(0);
    const hit = await call('/api/spin', { session: opened.session, bet: 2000, fish: target.id });
    expect(hit).toMatchObject({
      status: 200,
      body: { fish: 3, kind: target.kind, hit: true, win: 2000 * multiplier },
    });
    expect(hit.body.spawned).toMatchObject({ id: 10, phase: 0 });
    expect(hit.body.balance).toBe(50_000 - 2000 + 2000 * multiplier);
    // The highest draw misses every kind.
    draws.push(HIT_DRAWS - 1);
    const miss = await call('/api/spin', { session: opened.session, bet: 1000, fish: 10 });
    expect(miss.body).toMatchObject({ fish: 10, hit: false, win: 0, spawned: null });
    expect(await roundsOf(member.id)).toEqual([
      [2000, 2000 * multiplier, 'closed'],
      [1000, 0, 'closed'],
    ]);
    expect(await walletBalance(ctx.db, demoId, member.id, 'VND')).toBe(
      50_000 - 3000 + 2000 * multiplier,
    );
  });

  it('refuses a stake it does not offer and a fish not in the scene, with 400', async () => {
    const opened = await api('/api/open', { vendor: 'SBX', game: 'FISH-REEF', currency: 'VND' });
    expect(opened).toMatchObject({ demo: true, balance: 100 * 10_000 });
    for (const [body, code] of [
      [{ bet: 1500, fish: 0 }, 'BAD_BET'],
      [{ bet: '1000', fish: 0 }, 'BAD_BET'],
      [{ bet: 1000, fish: 99 }, 'FISH_NOT_FOUND'],
      [{ bet: 1000, fish: '0' }, 'FISH_NOT_FOUND'],
      [{ bet: 1000 }, 'FISH_NOT_FOUND'],
    ] as const) {
      expect(await call('/api/spin', { session: opened.session, ...body })).toEqual({
        status: 400,
        body: { error: code },
      });
    }
    expect(await call('/api/spin', [1, 2])).toEqual({
      status: 400,
      body: { error: 'BAD_REQUEST' },
    });
    // A caught fish is gone from the scene.
    draws.push(0);
    await call('/api/spin', { session: opened.session, bet: 1000, fish: 0 });
    expect(await call('/api/spin', { session: opened.session, bet: 1000, fish: 0 })).toEqual({
      status: 400,
      body: { error: 'FISH_NOT_FOUND' },
    });
  });
});

describe("the sandbox vendor's match boards", () => {
  const seedOf = (n: number) => createHash('sha256').update(`test seed ${n}`).digest('hex');
  type View = {
    number: number;
    home: string;
    away: string;
    odds: Record<string, number>;
    hash: string;
  };

  it('takes the bet, plays the match, then pays stake × odds and reveals a seed that checks out', async () => {
    const member = await signedInMember(ctx.db, demoId);
    await fund(ctx.db, demoId, member.id, 50_000, 'VND');
    const { launch, html } = await launched('SPORTS-LEAGUE', member.token, 'en');
    expect(html).toContain('<title>Golden League</title>');
    seeds.push(...[1, 2, 3, 4, 5, 6].map(seedOf));
    const opened = await api('/api/open', { vendor: 'SBX', game: 'SPORTS-LEAGUE', token: launch });
    expect(opened).toMatchObject({
      balance: 50_000,
      sport: 'football',
      picks: ['home', 'draw', 'away'],
    });
    const board = opened.matches as View[];
    expect(board.map((m) => m.number)).toEqual([1, 2, 3, 4]);
    // Before betting only each server seed's hash is shown.
    expect(board[0]!.hash).toBe(createHash('sha256').update(seedOf(1)).digest('hex'));
    expect(JSON.stringify(opened)).not.toContain(seedOf(1));
    const card = matchCard('football', 1);
    expect(board[0]).toMatchObject({
      home: card.home,
      away: card.away,
      odds: oddsOf('football', card.profile),
    });

    // The client seed chosen, the outcome is fixed: bet on the winner of match 1.
    const clientSeed = 'my-seed_1';
    const drawn = fairDraw(seedOf(1), clientSeed, 1);
    const score = scoreAt('football', card.profile, drawn.index);
    const pick = winnerOf(score);
    const odds = oddsOf('football', card.profile)[pick]!;
    const placed = await call('/api/spin', {
      session: opened.session,
      match: 1,
      pick,
      stake: 5000,
      clientSeed,
    });
    expect(placed.body).toMatchObject({ balance: 45_000, playMs: MATCH_MS, match: 1, score });
    expect(placed.body.next).toMatchObject({
      number: 5,
      hash: createHash('sha256').update(seedOf(5)).digest('hex'),
    });
    // The bet stands while the match plays; the win comes after.
    expect(await walletBalance(ctx.db, demoId, member.id, 'VND')).toBe(45_000);
    const settled = await call('/api/settle', {
      session: opened.session,
      ticket: placed.body.ticket,
    });
    const win = (5000 / 100) * odds;
    expect(settled.body).toMatchObject({ win, balance: 45_000 + win });
    expect(await walletBalance(ctx.db, demoId, member.id, 'VND')).toBe(45_000 + win);

    // What a player checks from the revealed seed: its hash, the HMAC, the index, the score.
    const reveal = settled.body.reveal as {
      serverSeed: string;
      clientSeed: string;
      nonce: number;
      hmac: string;
      index: number;
      score: { home: number; away: number };
      outcome: Pick;
    };
    expect(createHash('sha256').update(reveal.serverSeed).digest('hex')).toBe(board[0]!.hash);
    const again = fairDraw(reveal.serverSeed, reveal.clientSeed, reveal.nonce);
    expect([again.hmac, again.index]).toEqual([reveal.hmac, reveal.index]);
    expect(scoreAt('football', card.profile, reveal.index)).toEqual(reveal.score);
    expect(reveal).toMatchObject({ clientSeed, nonce: 1, outcome: pick });

    // A losing pick on match 2 pays 0.
    const second = matchCard('football', 2);
    const lost = winnerOf(scoreAt('football', second.profile, fairDraw(seedOf(2), 'x', 2).index));
    const other = (['home', 'draw', 'away'] as const).find((p) => p !== lost)!;
    const placedLoss = await call('/api/spin', {
      session: opened.session,
      match: 2,
      pick: other,
      stake: 1000,
      clientSeed: 'x',
    });
    const loss = await call('/api/settle', {
      session: opened.session,
      ticket: placedLoss.body.ticket,
    });
    expect(loss.body).toMatchObject({ win: 0, balance: 45_000 + win - 1000 });
    expect(await roundsOf(member.id)).toEqual([
      [5000, win, 'closed'],
      [1000, 0, 'closed'],
    ]);
  });

  it('refuses bad bets with 400 and a clear code, and one bet per match', async () => {
    const opened = await api('/api/open', {
      vendor: 'SBX',
      game: 'SPORTS-LEAGUE',
      currency: 'VND',
    });
    const session = opened.session;
    const good = { session, match: 3, pick: 'home', stake: 1000, clientSeed: 'abc' };
    for (const [change, code] of [
      [{ match: 99 }, 'MATCH_NOT_FOUND'],
      [{ match: '3' }, 'MATCH_NOT_FOUND'],
      [{ pick: 'tie' }, 'BAD_PICK'],
      [{ stake: 1500 }, 'BAD_BET'],
      [{ stake: -1000 }, 'BAD_BET'],
      [{ clientSeed: 'has spaces' }, 'BAD_CLIENT_SEED'],
      [{ clientSeed: '' }, 'BAD_CLIENT_SEED'],
      [{ clientSeed: 'x'.repeat(65) }, 'BAD_CLIENT_SEED'],
    ] as const) {
      expect(await call('/api/spin', { ...good, ...change })).toEqual({
        status: 400,
        body: { error: code },
      });
    }
    expect(await call('/api/settle', { session, ticket: 'nope' })).toEqual({
      status: 400,
      body: { error: 'TICKET_NOT_FOUND' },
    });
    // Two bets on one match at once: one stands, the other is refused (while the first is
    // being placed, or once the match has left the board).
    const both = await Promise.all([call('/api/spin', good), call('/api/spin', good)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(['MATCH_CLOSED', 'MATCH_NOT_FOUND']).toContain(
      both.find((r) => r.status === 400)!.body.error,
    );
    const ticket = both.find((r) => r.status === 200)!.body.ticket;
    await call('/api/settle', { session, ticket });
    // Once played, the match has left the board.
    expect((await call('/api/spin', good)).body).toEqual({ error: 'MATCH_NOT_FOUND' });
  });

  it('plays an e-sports series in demo: two outcomes, demo money only', async () => {
    const before = await sql<{
      n: number;
    }>`select count(*)::int as n from vendor_transaction`.execute(ctx.db);
    const page = await fetch(`${vendor.url}/play/SBX/ESPORTS-ARENA?demo=1&lang=zh`);
    expect(await page.text()).toContain('<title>竞技场对决</title>');
    const opened = await api('/api/open', {
      vendor: 'SBX',
      game: 'ESPORTS-ARENA',
      currency: 'VND',
    });
    expect(opened).toMatchObject({ demo: true, sport: 'esports', picks: ['home', 'away'] });
    const session = opened.session;
    expect(
      (await call('/api/spin', { session, match: 1, pick: 'draw', stake: 1000, clientSeed: 'c' }))
        .body,
    ).toEqual({
      error: 'BAD_PICK',
    });
    const placed = await call('/api/spin', {
      session,
      match: 1,
      pick: 'home',
      stake: 1000,
      clientSeed: 'c',
    });
    expect(placed.body.balance).toBe((opened.balance as number) - 1000);
    const story = placed.body.story as { sport: string; maps: { winner: string }[] };
    expect(story.sport).toBe('esports');
    const settled = await call('/api/settle', { session, ticket: placed.body.ticket });
    const reveal = settled.body.reveal as { outcome: Pick; score: { home: number; away: number } };
    expect(story.maps.filter((m) => m.winner === 'home')).toHaveLength(reveal.score.home);
    const odds = oddsOf('esports', matchCard('esports', 1).profile).home!;
    expect(settled.body.win).toBe(reveal.outcome === 'home' ? (1000 / 100) * odds : 0);
    expect(settled.body.balance).toBe(
      (opened.balance as number) - 1000 + (settled.body.win as number),
    );
    const after = await sql<{
      n: number;
    }>`select count(*)::int as n from vendor_transaction`.execute(ctx.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});
