import type { OperatorRole } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { bearer, createMerchant, randomIp } from '../../../test/factories.js';
import { commandLineActor } from '../audit/index.js';
import { createOperator } from '../operators/index.js';

let ctx: TestContext;
let merchantId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  merchantId = (await createMerchant(ctx.db)).id;
});
afterAll(() => ctx.close());

const login = (username: string, password: string, ip = randomIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/admin/session/login',
    payload: { username, password },
    remoteAddress: ip,
  });
const addOperator = (username: string, password: string, role: OperatorRole) =>
  createOperator(ctx.db, { merchantId, username, password, role }, commandLineActor(merchantId));

describe('operator session', () => {
  it('logs in with a bearer token that /admin/me accepts', async () => {
    await addOperator('alice', 'correct horse battery', 'editor');
    const res = await login('alice', 'correct horse battery');
    expect(res.statusCode).toBe(200);
    const { token, operator } = res.json().value;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(operator).toMatchObject({ username: 'alice', role: 'editor' });

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/admin/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().value).toMatchObject({ username: 'alice', role: 'editor' });

    const stored = await ctx.db.selectFrom('operator_session').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
  });

  it('answers the same INVALID_CREDENTIALS for a wrong password and an unknown user', async () => {
    await addOperator('bob', 'bob-password-123', 'viewer');
    const wrong = await login('bob', 'nope');
    const unknown = await login('nobody-here', 'nope');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid username or password',
      });
    }
  });

  it('refuses a login without a username with 400 naming the field', async () => {
    const res = await login('', 'x');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'username' } });
  });

  it('limits login attempts per address', async () => {
    const ip = randomIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await login('nobody', 'x', ip)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('revokes the token on logout', async () => {
    const op = await asOperator(ctx, merchantId, 'viewer');
    const out = await op.delete('/admin/session/logout');
    expect(out.json()).toEqual({ success: true, value: null });
    const me = await op.get('/admin/me');
    expect(me.statusCode).toBe(401);
  });

  it('refuses a missing, malformed or expired token with 401 UNAUTHORIZED', async () => {
    const op = await asOperator(ctx, merchantId, 'viewer');
    await ctx.db
      .updateTable('operator_session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    for (const headers of [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer nope' },
      bearer(op),
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/admin/banners', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
  });
});

describe('operators', () => {
  it('lets only owners create operators, and refuses duplicate usernames', async () => {
    const owner = await asOperator(ctx, merchantId, 'owner');
    const operator = await asOperator(ctx, merchantId, 'operator');
    const body = { username: 'carol', password: 'a-long-password-1', role: 'editor' };
    const denied = await operator.post('/admin/operators', body);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('FORBIDDEN');

    const made = await owner.post('/admin/operators', body);
    expect(made.json().value).toMatchObject({ username: 'carol', role: 'editor' });
    const again = await owner.post('/admin/operators', { ...body, username: 'CAROL' });
    expect(again.statusCode).toBe(409);

    const list = await operator.get('/admin/operators');
    expect(list.json().value.map((o: { username: string }) => o.username)).toContain('carol');
  });

  it('refuses a short password with 400 naming the field', async () => {
    const owner = await asOperator(ctx, merchantId, 'owner');
    const res = await owner.post('/admin/operators', {
      username: 'dave',
      password: 'short',
      role: 'viewer',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.field).toBe('password');
  });
});
