import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { checkLedger } from '../ledger/index.js';
import { fund } from '../lottery-settlement/test-kit.js';
import { signedInMember } from '../wallet/wallet-test-kit.js';
import { signVendorBody } from '../../lib/vendor-protocol.js';
import { txId, vendorCalls, vendorTestEnv } from './test-kit.js';

type VendorCalls = ReturnType<typeof vendorCalls>;

let ctx: TestContext;
let demoId: number;
let sevens: string;
let launch: VendorCalls['launch'];
let walletCall: VendorCalls['walletCall'];
let playerAtVendor: VendorCalls['playerAtVendor'];
let betBody: VendorCalls['betBody'];

beforeAll(async () => {
  ctx = await createTestContext(vendorTestEnv);
  const calls = vendorCalls(ctx);
  ({ launch, walletCall, playerAtVendor, betBody } = calls);
  demoId = await calls.demoId();
  sevens = await calls.gameId('SLOT3-SEVENS');
});
afterAll(() => ctx.close());

const postings = async (key: string) =>
  (
    await sql<{ n: number }>`select count(*)::int as n from ledger_transaction
      where idempotency_key = ${key} and status = 'committed'`.execute(ctx.db)
  ).rows[0]!.n;

describe('POST /wps/game/launchGame', () => {
  it("answers the vendor's page with a single-use token for a real account", async () => {
    const member = await signedInMember(ctx.db, demoId);
    const res = await launch({ nodeId: sevens, vassalage: 'SBX', language: 'en' }, member.token);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      demo: false,
      framing: 'frame',
      gameName: 'Lucky Sevens',
      vendorName: 'Sandbox Studio',
    });
    const url = new URL(value.game_url);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:7999/play/SBX/SLOT3-SEVENS');
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('lang')).toBe('en');
    // Recent games follow launches.
    const recent = await ctx.app.inject({
      method: 'GET',
      url: '/wps/game/recent',
      headers: { merchant: 'SORTEO', authorization: `Bearer ${member.token}` },
    });
    expect(recent.json().value.list.map((g: { nodeId: string }) => g.nodeId)).toEqual([sevens]);
  });

  it('plays demo for visitors and trial accounts, with no token', async () => {
    const res = await launch({ nodeId: sevens });
    expect(res.json().value.demo).toBe(true);
    const url = new URL(res.json().value.game_url);
    expect(url.searchParams.get('demo')).toBe('1');
    expect(url.searchParams.get('currency')).toBe('VND');
    expect(url.searchParams.has('token')).toBe(false);
    const trial = await signedInMember(ctx.db, demoId, 4);
    expect((await launch({ nodeId: sevens }, trial.token)).json().value.demo).toBe(true);
  });

  it('refuses an unknown game, a wrong vendor, a vendor in maintenance', async () => {
    expect((await launch({ nodeId: '999999' })).json()).toMatchObject({ code: 'GAME_NOT_FOUND' });
    expect((await launch({ nodeId: sevens, vassalage: 'BULK' })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'vassalage' },
    });
    expect((await launch({ nodeId: 'x1' })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'nodeId' },
    });
    await ctx.db
      .updateTable('vendor')
      .set({ status: 'maintenance' })
      .where('code', '=', 'SBX')
      .execute();
    ctx.app.catalogue.changed();
    const res = await launch({ nodeId: sevens });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('VENDOR_MAINTENANCE');
    await ctx.db
      .updateTable('vendor')
      .set({ status: 'enabled' })
      .where('code', '=', 'SBX')
      .execute();
    ctx.app.catalogue.changed();
  });

  it("frames pages from the enabled vendors' hosts only", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self' http://127.0.0.1:7999;");
  });

  it('answers 503 when the vendor cannot be reached from this installation', async () => {
    const bare = await ctx.appWith({ SANDBOX_VENDOR_URL: '', SANDBOX_VENDOR_SECRET: '' });
    const res = await bare.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { merchant: 'SORTEO' },
      payload: { nodeId: sevens },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('VENDOR_UNAVAILABLE');
  });
});

describe('the seamless wallet', () => {
  let player: Awaited<ReturnType<typeof playerAtVendor>>;
  beforeAll(async () => {
    player = await playerAtVendor();
  });

  it('exchanges a launch token once, for a session with the balance', async () => {
    const member = await signedInMember(ctx.db, demoId);
    await fund(ctx.db, demoId, member.id, 5000, 'VND');
    const launched = await launch({ nodeId: sevens }, member.token);
    const launchToken = new URL(launched.json().value.game_url).searchParams.get('token')!;
    const first = await walletCall('authenticate', { launchToken });
    expect(first.json().value).toMatchObject({
      playerId: String(member.id),
      account: member.account,
      currency: 'VND',
      balance: 5000,
      gameCode: 'SLOT3-SEVENS',
    });
    const again = await walletCall('authenticate', { launchToken });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('LAUNCH_TOKEN_INVALID');
  });

  it('refuses an expired launch token and one of another vendor', async () => {
    const member = await signedInMember(ctx.db, demoId);
    const token = async () =>
      new URL(
        (await launch({ nodeId: sevens }, member.token)).json().value.game_url,
      ).searchParams.get('token')!;
    await ctx.db
      .insertInto('vendor')
      .values({
        code: 'BULK',
        name: 'Library',
        categories: ['RNG'],
        wallet_kind: 'seamless',
        api_url: null,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const other = await walletCall(
      'authenticate',
      { launchToken: await token() },
      undefined,
      'BULK',
    );
    // BULK is a sandbox vendor too, so the signature passes; the token is not its.
    expect(other.json().code).toBe('LAUNCH_TOKEN_INVALID');
    const expired = await token();
    await sql`update vendor_session set launch_expires_at = now() - interval '1 second'
      where member_id = ${member.id}`.execute(ctx.db);
    expect((await walletCall('authenticate', { launchToken: expired })).json().code).toBe(
      'LAUNCH_TOKEN_INVALID',
    );
  });

  it('refuses unsigned, wrongly signed and stale calls, writing nothing', async () => {
    const body = betBody(player);
    const unsigned = await walletCall('bet', body, () => undefined);
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().code).toBe('VENDOR_SIGNATURE_INVALID');
    const wrong = await walletCall('bet', body, (raw) =>
      signVendorBody('another-secret-0123456789', raw),
    );
    expect(wrong.json().code).toBe('VENDOR_SIGNATURE_INVALID');
    const stale = await walletCall('bet', { ...body, requestTime: Date.now() - 6 * 60_000 });
    expect(stale.json().code).toBe('VENDOR_SIGNATURE_INVALID');
    expect(await postings(`vendor:SBX:${body.transactionId as string}`)).toBe(0);
  });

  it('debits a bet, answers a replay the same, refuses a changed replay', async () => {
    const body = betBody(player);
    const first = await walletCall('bet', body);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toEqual({
      balance: 99_000,
      currency: 'VND',
      transactionId: body.transactionId,
    });
    const replay = await walletCall('bet', body);
    expect(replay.json().value).toEqual(first.json().value);
    const changed = await walletCall('bet', { ...body, amount: 2000 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('DUPLICATE_TRANSACTION');
    expect(await postings(`vendor:SBX:${body.transactionId as string}`)).toBe(1);
    const round = await ctx.db
      .selectFrom('vendor_round')
      .select(['stake', 'win', 'status'])
      .where('round_id', '=', body.roundId as string)
      .executeTakeFirstOrThrow();
    expect({ ...round, stake: Number(round.stake) }).toMatchObject({ stake: 1000, status: 'open' });
  });

  it('answers not enough money with the balance, and moves nothing', async () => {
    const poor = await playerAtVendor(500);
    const res = await walletCall('bet', betBody(poor));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: 500 } });
  });

  it('pays a win on a bet, closing the round, and answers a replay the same', async () => {
    const bet = betBody(player);
    await walletCall('bet', bet);
    const win = {
      playerId: player.playerId,
      transactionId: txId('win'),
      betTransactionId: bet.transactionId,
      roundId: bet.roundId,
      gameCode: 'SLOT3-SEVENS',
      amount: 4000,
      currency: 'VND',
    };
    const before = (await walletCall('balance', { sessionToken: player.sessionToken })).json().value
      .balance as number;
    const paid = await walletCall('win', win);
    expect(paid.json().value.balance).toBe(before + 4000);
    expect((await walletCall('win', win)).json().value).toEqual(paid.json().value);
    const round = await ctx.db
      .selectFrom('vendor_round')
      .select(['stake', 'win', 'status'])
      .where('round_id', '=', bet.roundId as string)
      .executeTakeFirstOrThrow();
    expect([Number(round.stake), Number(round.win), round.status]).toEqual([1000, 4000, 'closed']);
  });

  it("counts vendor bets, wins and refunds in the player's profit and loss", async () => {
    const p = await playerAtVendor();
    const common = { playerId: p.playerId, gameCode: 'SLOT3-SEVENS', currency: 'VND' };
    const first = betBody(p, { amount: 3000 });
    await walletCall('bet', first);
    await walletCall('win', {
      ...common,
      transactionId: txId('win'),
      betTransactionId: first.transactionId,
      roundId: first.roundId,
      amount: 5000,
    });
    const second = betBody(p, { amount: 2000 });
    await walletCall('bet', second);
    await walletCall('rollback', {
      ...common,
      transactionId: txId('rb'),
      betTransactionId: second.transactionId,
      roundId: second.roundId,
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/wps/wallet/profit',
      headers: { merchant: 'SORTEO', authorization: `Bearer ${p.member.token}` },
    });
    expect(res.json().value.totals).toMatchObject({ bets: 3000, payouts: 5000 });

    // The betting record lists both rounds with the game's name, and each round's calls.
    const asPlayer = (url: string, token = p.member.token) =>
      ctx.app.inject({
        method: 'GET',
        url,
        headers: { merchant: 'SORTEO', authorization: `Bearer ${token}` },
      });
    const rounds = (await asPlayer('/wps/game/rounds')).json().value;
    expect(rounds).toMatchObject({ total: 2, totals: { stake: 5000, win: 5000, profit: 2000 } });
    expect(rounds.content.map((r: { roundId: string }) => r.roundId)).toEqual([
      second.roundId,
      first.roundId,
    ]);
    expect(rounds.content[1]).toMatchObject({
      vassalage: 'SBX',
      vendorName: 'Sandbox Studio',
      gameName: 'Sietes de la Suerte',
      stake: 3000,
      win: 5000,
      profit: 2000,
      status: 'closed',
    });
    expect(rounds.content[0]).toMatchObject({ stake: 2000, refunded: 2000, profit: 0 });
    const detail = (await asPlayer(`/wps/game/rounds/${rounds.content[1].roundRef}`)).json().value;
    expect(
      detail.transactions.map((t: { kind: string; amount: number }) => [t.kind, t.amount]),
    ).toEqual([
      ['bet', 3000],
      ['win', 5000],
    ]);
    const other = await signedInMember(ctx.db, demoId);
    expect(
      (await asPlayer(`/wps/game/rounds/${rounds.content[1].roundRef}`, other.token)).statusCode,
    ).toBe(404);
    for (const [url, field] of [
      ['/wps/game/rounds?from=2026-02-01&to=2026-01-01', 'to'],
      ['/wps/game/rounds?pageSize=0', 'pageSize'],
      ['/wps/game/rounds?vassalage=sbx', 'vassalage'],
      ['/wps/game/rounds/abc', 'roundRef'],
    ] as const) {
      const bad = await asPlayer(url);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    }
  });

  it('refuses a win for a bet it never took', async () => {
    const res = await walletCall('win', {
      playerId: player.playerId,
      transactionId: txId('win'),
      betTransactionId: 'never-placed',
      roundId: 'r-none',
      gameCode: 'SLOT3-SEVENS',
      amount: 100,
      currency: 'VND',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('BET_NOT_FOUND');
  });

  it('stops bets when the player logs out, but still takes the win', async () => {
    const p = await playerAtVendor();
    const bet = betBody(p);
    await walletCall('bet', bet);
    await ctx.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { merchant: 'SORTEO', authorization: `Bearer ${p.member.token}` },
    });
    const refused = await walletCall('bet', betBody(p));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('VENDOR_SESSION_ENDED');
    const win = await walletCall('win', {
      playerId: p.playerId,
      transactionId: txId('win'),
      betTransactionId: bet.transactionId,
      roundId: bet.roundId,
      gameCode: 'SLOT3-SEVENS',
      amount: 2500,
      currency: 'VND',
    });
    expect(win.json().value.balance).toBe(100_000 - 1000 + 2500);
  });

  it('answers a bet sent again after logout as first, when it had taken it', async () => {
    const p = await playerAtVendor();
    const bet = betBody(p);
    const first = await walletCall('bet', bet);
    expect(first.statusCode).toBe(200);
    await ctx.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { merchant: 'SORTEO', authorization: `Bearer ${p.member.token}` },
    });
    // The vendor never got the answer and sends the same bet again: it stands, once.
    const again = await walletCall('bet', bet);
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual(first.json().value);
    const { rows } = await sql<{ balance: string }>`select balance from ledger_account
      where kind = 'wallet' and member_id = ${p.member.id}`.execute(ctx.db);
    expect(rows.map((r) => Number(r.balance))).toEqual([100_000 - 1000]);
    // The same id with another amount is still a duplicate, and a new bet is refused.
    const changed = await walletCall('bet', { ...bet, amount: 1001 });
    expect(changed.json().code).toBe('DUPLICATE_TRANSACTION');
    const refused = await walletCall('bet', betBody(p));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('VENDOR_SESSION_ENDED');
  });

  it('stops bets at once when the sign-in is ended by another process', async () => {
    const p = await playerAtVendor();
    expect((await walletCall('bet', betBody(p))).statusCode).toBe(200);
    // Another process's logout: only the database knows, and its notice tells this one.
    await sql`update member_session set revoked_at = now()
      where member_id = ${p.member.id}`.execute(ctx.db);
    const deadline = Date.now() + 2000;
    let refused = await walletCall('bet', betBody(p));
    while (refused.statusCode === 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      refused = await walletCall('bet', betBody(p));
    }
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('VENDOR_SESSION_ENDED');
  });

  it('moves money for one of a win and a rollback of one bet sent together', async () => {
    for (let n = 0; n < 5; n += 1) {
      const bet = betBody(player);
      const placed = (await walletCall('bet', bet)).json().value.balance as number;
      const common = {
        playerId: player.playerId,
        betTransactionId: bet.transactionId,
        roundId: bet.roundId,
        gameCode: 'SLOT3-SEVENS',
        currency: 'VND',
      };
      const [win, rollback] = await Promise.all([
        walletCall('win', { ...common, transactionId: txId('win'), amount: 4000 }),
        walletCall('rollback', { ...common, transactionId: txId('rb') }),
      ]);
      const codes = [win, rollback].map((r) => (r.statusCode === 200 ? 'OK' : r.json().code));
      expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
      expect(codes).toContain(win.statusCode === 200 ? 'BET_SETTLED' : 'BET_ROLLED_BACK');
      const now = (await walletCall('balance', { sessionToken: player.sessionToken })).json().value
        .balance as number;
      expect(now).toBe(win.statusCode === 200 ? placed + 4000 : placed + 1000);
    }
  });

  it('writes the calls of many players sent together, each round with its own sums', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => playerAtVendor(50_000)));
    const bets = players.map((p) => betBody(p, { amount: 3000 }));
    const placed = await Promise.all(bets.map((b) => walletCall('bet', b)));
    expect(placed.map((r) => r.json().value.balance)).toEqual(players.map(() => 47_000));
    const wins = await Promise.all(
      players.map((p, i) =>
        walletCall('win', {
          playerId: p.playerId,
          transactionId: txId('win'),
          betTransactionId: bets[i]!.transactionId,
          roundId: bets[i]!.roundId,
          gameCode: 'SLOT3-SEVENS',
          amount: i % 3 === 0 ? 0 : 1000 * i,
          currency: 'VND',
          roundClosed: true,
        }),
      ),
    );
    expect(wins.map((r) => r.json().value.balance)).toEqual(
      players.map((_, i) => 47_000 + (i % 3 === 0 ? 0 : 1000 * i)),
    );
    const rounds = await sql<{ round_id: string; stake: string; win: string; status: string }>`
      select round_id, stake::text, win::text, status from vendor_round
      where round_id in (${sql.join(bets.map((b) => b.roundId as string))})`.execute(ctx.db);
    const byRound = new Map(rounds.rows.map(({ round_id, ...r }) => [round_id, r]));
    expect(bets.map((b) => byRound.get(b.roundId as string))).toEqual(
      players.map((_, i) => ({
        stake: '3000',
        win: String(i % 3 === 0 ? 0 : 1000 * i),
        status: 'closed',
      })),
    );
  });

  it('rolls a bet back once, and refuses to pay it afterwards', async () => {
    const bet = betBody(player);
    const placed = (await walletCall('bet', bet)).json().value.balance as number;
    const rollback = {
      playerId: player.playerId,
      transactionId: txId('rb'),
      betTransactionId: bet.transactionId,
      roundId: bet.roundId,
      gameCode: 'SLOT3-SEVENS',
      currency: 'VND',
    };
    const res = await walletCall('rollback', rollback);
    expect(res.json().value.balance).toBe(placed + 1000);
    expect((await walletCall('rollback', rollback)).json().value).toEqual(res.json().value);
    const second = await walletCall('rollback', { ...rollback, transactionId: txId('rb') });
    expect(second.json().code).toBe('BET_ROLLED_BACK');
    const win = await walletCall('win', {
      ...rollback,
      transactionId: txId('win'),
      amount: 500,
    });
    expect(win.json().code).toBe('BET_ROLLED_BACK');
  });

  it('keeps a tombstone for a rollback that came before its bet', async () => {
    const bet = betBody(player);
    const before = (await walletCall('balance', { sessionToken: player.sessionToken })).json().value
      .balance as number;
    const res = await walletCall('rollback', {
      playerId: player.playerId,
      transactionId: txId('rb'),
      betTransactionId: bet.transactionId,
      roundId: bet.roundId,
      gameCode: 'SLOT3-SEVENS',
      currency: 'VND',
    });
    expect(res.json().value.balance).toBe(before);
    const late = await walletCall('bet', bet);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('BET_ROLLED_BACK');
    expect(await postings(`vendor:SBX:${bet.transactionId as string}`)).toBe(0);
  });

  it('takes a second win of a paid bet, leaving the bet as the first win marked it', async () => {
    const bet = betBody(player);
    await walletCall('bet', bet);
    const common = {
      playerId: player.playerId,
      betTransactionId: bet.transactionId,
      roundId: bet.roundId,
      gameCode: 'SLOT3-SEVENS',
      currency: 'VND',
    };
    const betRow = async () =>
      (
        await sql<{ settlement: string; version: string }>`select settlement, xmin::text as version
          from vendor_transaction where transaction_id = ${bet.transactionId as string}`.execute(
          ctx.db,
        )
      ).rows[0]!;
    await walletCall('win', { ...common, transactionId: txId('win'), amount: 1000 });
    const first = await betRow();
    const second = await walletCall('win', { ...common, transactionId: txId('win'), amount: 500 });
    expect(second.statusCode).toBe(200);
    // Written once: what reads rows by the transaction that wrote them counts the bet once.
    expect(await betRow()).toEqual({ ...first, settlement: 'paid' });
  });

  it('refuses to roll back a bet already paid', async () => {
    const bet = betBody(player);
    await walletCall('bet', bet);
    const common = {
      playerId: player.playerId,
      betTransactionId: bet.transactionId,
      roundId: bet.roundId,
      gameCode: 'SLOT3-SEVENS',
      currency: 'VND',
    };
    await walletCall('win', { ...common, transactionId: txId('win'), amount: 3000 });
    const res = await walletCall('rollback', { ...common, transactionId: txId('rb') });
    expect(res.json().code).toBe('BET_SETTLED');
  });

  it.each([
    [{ amount: 0 }, 'amount'],
    [{ amount: -5 }, 'amount'],
    [{ amount: 1.5 }, 'amount'],
    [{ currency: 'USD' }, 'currency'],
    [{ gameCode: 'NOPE' }, 'gameCode'],
    [{ transactionId: 'has space' }, 'transactionId'],
    [{ roundId: '' }, 'roundId'],
  ])('refuses a bet with %j naming the field, and moves nothing', async (over, field) => {
    const body = betBody(player, over);
    const res = await walletCall('bet', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    expect(await postings(`vendor:SBX:${body.transactionId as string}`)).toBe(0);
  });

  it('gives one posting for 100 identical bets sent at once', async () => {
    const body = betBody(player);
    const answers = await Promise.all(Array.from({ length: 100 }, () => walletCall('bet', body)));
    const values = answers.map((a) => JSON.stringify(a.json()));
    expect(new Set(values).size).toBe(1);
    expect(answers[0]!.json().success).toBe(true);
    expect(await postings(`vendor:SBX:${body.transactionId as string}`)).toBe(1);
  });

  it('leaves the ledger balanced, with the vendor house account holding its takings', async () => {
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
    const house = await sql<{ balance: string }>`select coalesce(sum(balance), 0)::text as balance
      from ledger_account where kind = 'house:vendor:SBX'`.execute(ctx.db);
    const rounds = await sql<{ net: string }>`select coalesce(sum(stake - win - refunded), 0)::text
      as net from vendor_round where vendor_code = 'SBX'`.execute(ctx.db);
    expect(house.rows[0]!.balance).toBe(rounds.rows[0]!.net);
  });
});
