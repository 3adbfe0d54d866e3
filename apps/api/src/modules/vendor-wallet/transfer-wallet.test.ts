import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { runJob } from '../../jobs/job-runner.js';
import { loadConfig } from '../../config.js';
import { checkLedger, walletBalance } from '../ledger/index.js';
import { fund } from '../lottery-settlement/test-kit.js';
import { signedInMember } from '../wallet/wallet-test-kit.js';
import { startSandboxVendor, type SandboxVendor } from '../games/sandbox-vendor-test-kit.js';
import { transferResolveJob } from './transfer-resolve.job.js';

const SECRET = 'transfer-wallet-test-secret-0123456789';
let ctx: TestContext;
let site: FastifyInstance;
let vendor: SandboxVendor;
let demoId: number;
let showdown: string;
const env = () => ({
  SANDBOX_VENDOR_URL: vendor.url,
  SANDBOX_VENDOR_SECRET: SECRET,
  VENDOR_TIMEOUT_MS: '2000',
});

beforeAll(async () => {
  ctx = await createTestContext();
  // The site calls the desk; the desk never calls the site for transfers.
  vendor = await startSandboxVendor({ secret: SECRET, siteUrl: 'http://127.0.0.1:9' });
  site = await ctx.appWith(env());
  demoId = (
    await ctx.db
      .selectFrom('merchant')
      .select('id')
      .where('code', '=', 'SORTEO')
      .executeTakeFirstOrThrow()
  ).id;
  showdown = String(
    (
      await ctx.db
        .selectFrom('game')
        .select('id')
        .where('game_code', '=', 'CARDS-SHOWDOWN')
        .executeTakeFirstOrThrow()
    ).id,
  );
});
afterAll(async () => {
  await vendor?.close();
  await ctx.close();
});
beforeEach(() => {
  vendor.faults.transferLost = 0;
  vendor.faults.transferDropped = 0;
});

async function player(money: number) {
  const member = await signedInMember(ctx.db, demoId);
  if (money > 0) await fund(ctx.db, demoId, member.id, money, 'VND');
  return member;
}

let requests = 0;
const transfer = (token: string | null, body: Record<string, unknown>) =>
  site.inject({
    method: 'POST',
    url: '/wps/game/transfer',
    headers: { merchant: 'SORTEO', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: { vendor: 'SBT', requestId: `transfer-test-${++requests}`, ...body },
  });
const read = (token: string, url: string) =>
  site.inject({
    method: 'GET',
    url,
    headers: { merchant: 'SORTEO', authorization: `Bearer ${token}` },
  });

const houseOf = async (kind: string) => {
  const { rows } = await sql<{ balance: string }>`
    select coalesce(sum(balance), 0) as balance from ledger_account
    where merchant_id = ${demoId} and currency = 'VND' and kind = ${kind}`.execute(ctx.db);
  return Number(rows[0]!.balance);
};
const orders = async (memberId: number) =>
  ctx.db
    .selectFrom('vendor_transfer_order')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
const resolveLater = (minutes: number) =>
  runJob(
    ctx.db,
    transferResolveJob(loadConfig({ ...env(), PGLITE_DIR: ':memory:' })),
    new Date(Date.now() + minutes * 60_000),
  );

describe('the transfer wallet', () => {
  it('moves money to the card room and back, each order once, and shows every balance', async () => {
    const p = await player(100_000);
    const house = await houseOf('house:vendor:SBT');
    const out = await transfer(p.token, {
      direction: 'to_vendor',
      amount: 30_000,
      requestId: 'to-room-1',
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().value).toMatchObject({
      status: 'confirmed',
      direction: 'to_vendor',
      amount: 30_000,
      balance: 70_000,
      vendorBalance: 30_000,
      vendorName: 'Sandbox Card Room',
    });
    // The same request again is the same order: nothing moves twice.
    const again = await transfer(p.token, {
      direction: 'to_vendor',
      amount: 30_000,
      requestId: 'to-room-1',
    });
    expect(again.json().value.orderRef).toBe(out.json().value.orderRef);
    expect(again.json().value.balance).toBe(70_000);
    const changed = await transfer(p.token, {
      direction: 'to_vendor',
      amount: 31_000,
      requestId: 'to-room-1',
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('IDEMPOTENCY_CONFLICT');

    const back = await transfer(p.token, { direction: 'from_vendor', amount: 10_000 });
    expect(back.json().value).toMatchObject({
      status: 'confirmed',
      balance: 80_000,
      vendorBalance: 20_000,
    });
    const wallets = await read(p.token, '/wps/game/wallets');
    expect(wallets.json().value).toEqual({
      currency: 'VND',
      main: 80_000,
      vendors: [
        {
          vendor: 'SBT',
          vendorName: 'Sandbox Card Room',
          balance: 20_000,
          inTransit: 0,
          maintenance: false,
        },
      ],
      total: 100_000,
    });
    expect(await houseOf('house:vendor:SBT')).toBe(house + 20_000);
    expect(await houseOf('hold:vendor-transfer')).toBe(0);

    const list = await read(p.token, '/wps/game/transfers?pageSize=10');
    expect(list.json().value.total).toBe(2);
    expect(list.json().value.list.map((o: { direction: string }) => o.direction)).toEqual([
      'from_vendor',
      'to_vendor',
    ]);
  });

  it('refuses what either side cannot pay: the main wallet with 409, the vendor with a failed order', async () => {
    const p = await player(5_000);
    const short = await transfer(p.token, { direction: 'to_vendor', amount: 9_000 });
    expect(short.statusCode).toBe(409);
    expect(short.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await orders(p.id)).toHaveLength(0);

    const refused = await transfer(p.token, { direction: 'from_vendor', amount: 1_000 });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().value).toMatchObject({
      status: 'failed',
      failureCode: 'INSUFFICIENT_FUNDS',
      balance: 5_000,
    });
    expect(await walletBalance(ctx.db, demoId, p.id, 'VND')).toBe(5_000);
  });

  it('leaves an order whose answer was lost unknown, and the status query resolves it once', async () => {
    const p = await player(50_000);
    vendor.faults.transferLost = 1;
    const lost = await transfer(p.token, { direction: 'to_vendor', amount: 20_000 });
    expect(lost.json().value).toMatchObject({
      status: 'unknown',
      balance: 30_000,
      vendorBalance: null,
    });
    const wallets = await read(p.token, '/wps/game/wallets');
    expect(wallets.json().value.vendors[0]).toMatchObject({ balance: 20_000, inTransit: 20_000 });

    const lostBack = await transfer(p.token, { direction: 'from_vendor', amount: 5_000 });
    expect(lostBack.json().value.status).toBe('unknown');
    expect(await walletBalance(ctx.db, demoId, p.id, 'VND')).toBe(30_000);
    vendor.faults.transferLost = 0;

    // Too young to ask: a lost answer may still arrive.
    await resolveLater(0);
    expect((await orders(p.id)).map((o) => o.status)).toEqual(['unknown', 'unknown']);
    const first = await resolveLater(1);
    expect(first).toEqual({ ran: true, summary: 'transfer orders resolved: 2' });
    expect(await orders(p.id)).toMatchObject([
      { status: 'confirmed', resolved_by: 'status-query' },
      { status: 'confirmed', resolved_by: 'status-query' },
    ]);
    expect(await walletBalance(ctx.db, demoId, p.id, 'VND')).toBe(35_000);
    // Asked again, nothing moves twice.
    expect(await resolveLater(2)).toEqual({ ran: true, summary: undefined });
    expect(await walletBalance(ctx.db, demoId, p.id, 'VND')).toBe(35_000);
  });

  it('returns the money of an order the vendor never received, once the vendor would refuse it', async () => {
    const p = await player(50_000);
    vendor.faults.transferDropped = 1;
    const dropped = await transfer(p.token, { direction: 'to_vendor', amount: 20_000 });
    expect(dropped.json().value.status).toBe('unknown');
    vendor.faults.transferDropped = 0;
    expect(await walletBalance(ctx.db, demoId, p.id, 'VND')).toBe(30_000);

    // Not received yet is not final while the order could still reach the vendor.
    await resolveLater(1);
    expect((await orders(p.id))[0]!.status).toBe('unknown');
    await resolveLater(7);
    expect(await orders(p.id)).toMatchObject([{ status: 'failed', failure_code: 'NOT_RECEIVED' }]);
    expect(await walletBalance(ctx.db, demoId, p.id, 'VND')).toBe(50_000);
  });

  it('makes one order of ten identical requests sent at once', async () => {
    const p = await player(50_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        transfer(p.token, { direction: 'to_vendor', amount: 7_000, requestId: 'same-click' }),
      ),
    );
    expect(
      answers.map((a) => a.statusCode),
      answers.map((a) => a.body).join('\n'),
    ).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json().value.orderRef)).size).toBe(1);
    expect(await orders(p.id)).toHaveLength(1);
    expect(await walletBalance(ctx.db, demoId, p.id, 'VND')).toBe(43_000);
  });

  it('launches the card room with a ticket, and a hand plays with the money moved there', async () => {
    const p = await player(50_000);
    await transfer(p.token, { direction: 'to_vendor', amount: 12_000 });
    const launch = await site.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { merchant: 'SORTEO', authorization: `Bearer ${p.token}` },
      payload: { nodeId: showdown, language: 'es' },
    });
    expect(launch.statusCode).toBe(200);
    const answer = launch.json().value;
    expect(answer).toMatchObject({ wallet: 'transfer', vassalage: 'SBT', demo: false });
    const url = new URL(answer.game_url);
    expect(url.origin).toBe(vendor.url);
    const ticket = url.searchParams.get('ticket')!;
    const page = await fetch(url);
    expect(await page.text()).toContain('Duelo de Tres Cartas');

    const post = async (path: string, body: object) =>
      (await (
        await fetch(`${vendor.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as Record<string, unknown>;
    const opened = await post('/api/open', { vendor: 'SBT', game: 'CARDS-SHOWDOWN', ticket });
    expect(opened).toMatchObject({ balance: 12_000, currency: 'VND', demo: false });
    const hand = await post('/api/spin', { session: ticket, ante: 3000 });
    expect(hand.hands).toHaveLength(4);
    expect(hand.balance).toBe(12_000 - 3000 + Number(hand.win));
    const wallets = await read(p.token, '/wps/game/wallets');
    expect(wallets.json().value.vendors[0].balance).toBe(hand.balance);
    // The site's main wallet did not move with the hand.
    expect(wallets.json().value.main).toBe(38_000);
  });

  it('answers bad input with the field at fault and writes nothing', async () => {
    const p = await player(50_000);
    const trial = await signedInMember(ctx.db, demoId, 4);
    const cases: [Record<string, unknown>, string][] = [
      [{ direction: 'to_vendor', amount: 1000, vendor: 'NOPE' }, 'vendor'],
      [{ direction: 'to_vendor', amount: 1000, vendor: 'SBX' }, 'vendor'],
      [{ direction: 'to_vendor', amount: 1000, vendor: 'sbt' }, 'vendor'],
      [{ direction: 'sideways', amount: 1000 }, 'direction'],
      [{ direction: 'to_vendor', amount: 0 }, 'amount'],
      [{ direction: 'to_vendor', amount: -5 }, 'amount'],
      [{ direction: 'to_vendor', amount: 10.5 }, 'amount'],
      [{ direction: 'to_vendor', amount: '1000' }, 'amount'],
      [{ direction: 'to_vendor', amount: 1000, requestId: 'short' }, 'requestId'],
    ];
    for (const [body, field] of cases) {
      const res = await transfer(p.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().value.field, JSON.stringify(body)).toBe(field);
    }
    expect((await transfer(null, { direction: 'to_vendor', amount: 1000 })).statusCode).toBe(401);
    const fromTrial = await transfer(trial.token, { direction: 'to_vendor', amount: 1000 });
    expect(fromTrial.statusCode).toBe(403);
    expect(fromTrial.json().code).toBe('TRIAL_ACCOUNT');
    expect(await orders(p.id)).toHaveLength(0);
    expect(await walletBalance(ctx.db, demoId, p.id, 'VND')).toBe(50_000);
  });

  it('keeps the ledger sound through every transfer', async () => {
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });
});
