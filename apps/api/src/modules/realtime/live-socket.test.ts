import { SocketCloseCode } from '@sorteo/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { credit, debit } from '../ledger/ledger-test-kit.js';
import { signedInMember, type SignedIn } from '../wallet/wallet-test-kit.js';
import { TestSocket } from './socket-test-kit.js';

let ctx: TestContext;
let merchant: { id: number; code: string };
let url: string;
const open: TestSocket[] = [];

async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return `${address.replace(/^http/, 'ws')}/wps/ws`;
}

beforeAll(async () => {
  ctx = await createTestContext();
  merchant = await createMerchant(ctx.db);
  url = await listen(ctx.app);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(() => ctx.close());

async function connect(at = url, headers: Record<string, string> = { merchant: merchant.code }) {
  const socket = await TestSocket.open(at, headers);
  open.push(socket);
  return socket;
}

async function signedInSocket(who: SignedIn, at = url): Promise<TestSocket> {
  const socket = await connect(at);
  socket.send({ type: 'auth', token: who.token });
  await socket.message((m) => m.type === 'ready');
  return socket;
}

const isBalance = (m: Record<string, unknown>) => m.type === 'balance';

describe('the live socket', () => {
  it('pushes the new balance to the member after a ledger transaction', async () => {
    const who = await signedInMember(ctx.db, merchant.id);
    const socket = await signedInSocket(who);

    const result = await credit(ctx.ledger, {
      merchantId: merchant.id,
      memberId: who.id,
      amount: 2_500,
      key: `ws:${who.id}:1`,
    });
    const push = await socket.message(isBalance);
    expect(push).toEqual({
      type: 'balance',
      sumBalance: 2_500,
      currency: 'USD',
      transactionId: result.status === 'committed' ? result.transactionId : -1,
    });

    await debit(ctx.ledger, {
      merchantId: merchant.id,
      memberId: who.id,
      amount: 500,
      key: `ws:${who.id}:2`,
    });
    await socket.message((m) => isBalance(m) && m.sumBalance === 2_000);
  });

  it('does not tell one member about another member’s money', async () => {
    const watcher = await signedInMember(ctx.db, merchant.id);
    const other = await signedInMember(ctx.db, merchant.id);
    const socket = await signedInSocket(watcher);
    const otherSocket = await signedInSocket(other);

    await credit(ctx.ledger, {
      merchantId: merchant.id,
      memberId: other.id,
      amount: 70,
      key: `ws:${other.id}:1`,
    });
    await otherSocket.message(isBalance);
    await credit(ctx.ledger, {
      merchantId: merchant.id,
      memberId: watcher.id,
      amount: 30,
      key: `ws:${watcher.id}:1`,
    });
    await socket.message(isBalance);
    expect(socket.received.filter(isBalance as (m: unknown) => boolean)).toEqual([
      expect.objectContaining({ sumBalance: 30 }),
    ]);
  });

  it('reaches a socket on another API process over the same database', async () => {
    const second = await ctx.appWith({});
    const secondUrl = await listen(second);
    const who = await signedInMember(ctx.db, merchant.id);
    const socket = await signedInSocket(who, secondUrl);

    await credit(ctx.ledger, {
      merchantId: merchant.id,
      memberId: who.id,
      amount: 11,
      key: `ws:${who.id}:far`,
    });
    expect(await socket.message(isBalance)).toMatchObject({ sumBalance: 11 });
  });

  it('answers an application ping with a pong', async () => {
    const socket = await signedInSocket(await signedInMember(ctx.db, merchant.id));
    socket.send({ type: 'ping' });
    await socket.message((m) => m.type === 'pong');
  });

  it('takes the merchant from the auth message when the site brand differs', async () => {
    const who = await signedInMember(ctx.db, merchant.id);
    const unbranded = await connect(url, {});
    unbranded.send({ type: 'auth', token: who.token });
    expect((await unbranded.closed()).code).toBe(SocketCloseCode.AuthFailed);

    const branded = await connect(url, {});
    branded.send({ type: 'auth', token: who.token, merchant: merchant.code });
    await branded.message((m) => m.type === 'ready');
  });
});

describe('refusals', () => {
  it('closes with 4001 for a token that names no session', async () => {
    const socket = await connect();
    socket.send({ type: 'auth', token: 'not-a-real-token' });
    expect(await socket.closed()).toMatchObject({ code: SocketCloseCode.AuthFailed });
    expect(socket.received).toEqual([]);
  });

  it.each([
    ['a ping before auth', { type: 'ping' }],
    ['text that is not JSON', 'hello'],
    ['an unknown message type', { type: 'subscribe', topic: 'balance' }],
  ])('closes with 4000 for %s', async (_what, message) => {
    const socket = await connect();
    socket.send(message);
    expect(await socket.closed()).toMatchObject({ code: SocketCloseCode.BadMessage });
    expect(socket.received).toEqual([]);
  });

  it('closes with 4002 when no auth arrives in time', async () => {
    const before = ctx.app.realtime.timings.authTimeoutMs;
    ctx.app.realtime.timings.authTimeoutMs = 150;
    try {
      const socket = await connect();
      expect(await socket.closed()).toMatchObject({ code: SocketCloseCode.AuthTimeout });
    } finally {
      ctx.app.realtime.timings.authTimeoutMs = before;
    }
  });

  it('closes with 4003 when the member logs out', async () => {
    const who = await signedInMember(ctx.db, merchant.id);
    const socket = await signedInSocket(who);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { merchant: merchant.code, authorization: `Bearer ${who.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(await socket.closed()).toMatchObject({ code: SocketCloseCode.SessionEnded });
  });

  it('closes with 4003 when the session is revoked elsewhere', async () => {
    const who = await signedInMember(ctx.db, merchant.id);
    const keeper = await signedInMember(ctx.db, merchant.id);
    const socket = await signedInSocket(who);
    const kept = await signedInSocket(keeper);
    await ctx.db
      .updateTable('member_session')
      .set({ revoked_at: new Date() })
      .where('member_id', '=', who.id)
      .execute();

    await ctx.app.realtime.sweepSessions();
    expect(await socket.closed()).toMatchObject({ code: SocketCloseCode.SessionEnded });
    kept.send({ type: 'ping' });
    await kept.message((m) => m.type === 'pong');
  });
});
