import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit.js';
import { asOperator, type OperatorClient } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { createAccount } from '../../../test/members.js';
import { openSession } from '../members/index.js';
import {
  bankMethod,
  bankMethodView,
  depositSite,
  gatewayMethod,
  sendBankDeposit,
} from './test-kit.js';

let ctx: TestContext;
let merchantId: number;
let operator: OperatorClient;

beforeAll(async () => {
  ctx = await createTestContext();
  merchantId = (await createMerchant(ctx.db)).id;
  operator = await asOperator(ctx, merchantId, 'operator');
});
afterAll(() => ctx.close());

const methods = async (client = operator) =>
  (await client.get('/admin/payment-methods')).json().value as { id: number; name: string }[];
const lastAudit = async () => (await auditRows(ctx.db, merchantId)).at(-1);

describe('payment methods (operator)', () => {
  it('creates, lists, edits and deletes methods, each change with its audit row', async () => {
    const bank = await operator.post('/admin/payment-methods', { ...bankMethod, sort: 2 });
    expect(bank.statusCode).toBe(200);
    const created = bank.json().value;
    expect(created).toEqual({
      id: expect.any(Number),
      ...bankMethodView,
      enabled: true,
      sort: 2,
      translations: {},
    });
    expect(await lastAudit()).toMatchObject({
      action: 'payment_method.create',
      target_type: 'payment_method',
      target_id: String(created.id),
      after: created,
    });

    const gateway = (await operator.post('/admin/payment-methods', gatewayMethod)).json().value;
    expect(gateway).toMatchObject({ kind: 'gateway', gatewayCode: 'sandbox', bankName: null });
    expect((await methods()).map((m) => m.id)).toEqual([gateway.id, created.id]);

    const edit = await operator.put(`/admin/payment-methods/${created.id}`, {
      ...bankMethod,
      name: 'Banco Nuevo',
      enabled: false,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().value).toMatchObject({ name: 'Banco Nuevo', enabled: false });
    expect(await lastAudit()).toMatchObject({
      action: 'payment_method.update',
      before: { name: 'Banco Demo', enabled: true },
      after: { name: 'Banco Nuevo', enabled: false },
    });

    expect((await operator.delete(`/admin/payment-methods/${gateway.id}`)).statusCode).toBe(200);
    expect((await methods()).map((m) => m.id)).toEqual([created.id]);
    expect(await lastAudit()).toMatchObject({ action: 'payment_method.delete' });
  });

  it.each([
    ['a minimum above the maximum', { ...bankMethod, minAmount: 10, maxAmount: 5 }, 'maxAmount'],
    [
      'a bank method without an account number',
      { ...bankMethod, accountNumber: ' ' },
      'accountNumber',
    ],
    ['a fractional amount', { ...bankMethod, minAmount: 1.5 }, 'minAmount'],
    ['an unknown kind', { ...bankMethod, kind: 'cash' }, 'kind'],
    ['a gateway code with spaces', { ...gatewayMethod, gatewayCode: 'my gateway' }, 'gatewayCode'],
    ['a blank name', { ...gatewayMethod, name: '' }, 'name'],
  ])('refuses %s with the field, writing nothing', async (_, body, field) => {
    const [before, audits] = [await methods(), (await auditRows(ctx.db, merchantId)).length];
    const res = await operator.post('/admin/payment-methods', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    expect(await methods()).toEqual(before);
    expect((await auditRows(ctx.db, merchantId)).length).toBe(audits);
  });

  it('lets only owners and operators write, and keeps merchants apart', async () => {
    const editor = await asOperator(ctx, merchantId, 'editor');
    expect((await editor.post('/admin/payment-methods', bankMethod)).statusCode).toBe(403);
    expect((await editor.get('/admin/payment-methods')).statusCode).toBe(200);
    const other = await asOperator(ctx, (await createMerchant(ctx.db)).id, 'owner');
    const id = (await methods())[0]!.id;
    expect(await methods(other)).toEqual([]);
    expect((await other.put(`/admin/payment-methods/${id}`, bankMethod)).statusCode).toBe(404);
    expect((await other.delete(`/admin/payment-methods/${id}`)).statusCode).toBe(404);
  });

  it('keeps a method that deposits name: disable it instead', async () => {
    const site = await depositSite(ctx);
    const player = await site.newPlayer();
    expect((await sendBankDeposit(ctx.app, site, player)).statusCode).toBe(200);
    const res = await site.operator.delete(`/admin/payment-methods/${site.bankMethodId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
    const disable = await site.operator.put(`/admin/payment-methods/${site.bankMethodId}`, {
      ...bankMethod,
      enabled: false,
    });
    expect(disable.statusCode).toBe(200);
    const refused = await sendBankDeposit(ctx.app, site, player);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'PAYMENT_METHOD_UNAVAILABLE',
      value: { field: 'methodId' },
    });
  });
});

describe('the demo brand', () => {
  it('is seeded with a bank transfer and the sandbox gateway, named in every language', async () => {
    const rows = await ctx.db
      .selectFrom('payment_method as p')
      .innerJoin('merchant as m', 'm.id', 'p.merchant_id')
      .select(['p.kind', 'p.gateway_code', 'p.enabled', 'p.name', 'p.translations'])
      .where('m.code', '=', 'SORTEO')
      .orderBy('p.sort')
      .execute();
    expect(rows).toEqual([
      {
        kind: 'bank_transfer',
        gateway_code: null,
        enabled: true,
        name: 'Transferencia a Vietcombank',
        translations: {
          en: { name: 'Transfer to Vietcombank' },
          pt: { name: 'Transferência para o Vietcombank' },
          zh: { name: '转账至 Vietcombank' },
        },
      },
      {
        kind: 'gateway',
        gateway_code: 'sandbox',
        enabled: true,
        name: 'Pasarela de pruebas',
        translations: {
          en: { name: 'Test payment gateway' },
          pt: { name: 'Gateway de pagamento de teste' },
          zh: { name: '测试支付网关' },
        },
      },
    ]);
  });
});

describe('payment method names (players)', () => {
  it("names each method in the player's language, else in the brand's default", async () => {
    const brand = await createMerchant(ctx.db, {
      defaultLanguage: 'es',
      supportedLanguages: ['es', 'en'],
    });
    const owner = await asOperator(ctx, brand.id, 'owner');
    const created = await owner.post('/admin/payment-methods', {
      ...bankMethod,
      name: 'Transferencia bancaria',
      translations: { en: { name: 'Bank transfer' }, pt: { name: 'Transferência bancária' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().value.translations).toEqual({
      en: { name: 'Bank transfer' },
      pt: { name: 'Transferência bancária' },
    });
    const member = await createAccount(ctx.db, brand.id);
    const token = await openSession(
      ctx.db,
      member.id,
      { merchantId: brand.id, ip: '192.0.2.10', userAgent: null },
      new Date(),
    );
    const names = async (language: string) => {
      const res = await ctx.app.inject({
        url: '/wps/deposit/methods',
        headers: {
          merchant: brand.code,
          authorization: `Bearer ${token}`,
          'accept-language': language,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value.methods.map((m: { name: string }) => m.name);
    };
    expect(await names('en-US,en;q=0.9,es;q=0.8')).toEqual(['Bank transfer']);
    expect(await names('es')).toEqual(['Transferencia bancaria']);
    // Portuguese is not a language of this brand: the page around it is Spanish too.
    expect(await names('pt-BR')).toEqual(['Transferencia bancaria']);
  });

  it('refuses a translation of no known language, or a blank one, writing nothing', async () => {
    for (const [translations, field] of [
      [{ vi: { name: 'Chuyển khoản' } }, 'translations'],
      [{ en: { name: ' ' } }, 'translations.en.name'],
    ] as const) {
      const before = await methods();
      const res = await operator.post('/admin/payment-methods', { ...bankMethod, translations });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
      expect(await methods()).toEqual(before);
    }
  });
});

describe('the API document', () => {
  it('lists the deposit calls', async () => {
    const res = await ctx.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/wps/deposit/methods',
        '/wps/deposit/requests',
        '/wps/deposit/requests/{id}',
        '/wps/member/deposit-limits',
        '/wps/payments/callback/{gateway}',
        '/admin/payment-methods',
        '/admin/payment-methods/{id}',
        '/admin/deposits',
        '/admin/deposits/{id}/proof',
        '/admin/deposits/{id}/approve',
        '/admin/deposits/{id}/reject',
      ]),
    );
  });
});
