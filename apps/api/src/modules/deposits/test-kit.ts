/**
 * What the deposits tests share: a merchant with its methods, signed-in players, the calls
 * as the web sends them, and reads of what a call left behind. Used only by `*.test.ts`.
 */
import { randomUUID } from 'node:crypto';
import type { AccountType, paymentMethodInputSchema } from '@sorteo/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import { asOperator, type OperatorClient } from '../../../test/clients.js';
import type { TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { createAccount } from '../../../test/members.js';
import { multipart, type FilePart } from '../../../test/multipart.js';
import type { Db } from '../../db/connection.js';
import { walletBalance } from '../ledger/index.js';
import { openSession } from '../members/index.js';

/** What an operator sends: fields with a default may be left out. */
type MethodInput = z.input<typeof paymentMethodInputSchema>;

export const bankMethod = {
  kind: 'bank_transfer',
  name: 'Banco Demo',
  bankName: 'Banco Central',
  accountName: 'Sorteo S.A.',
  accountNumber: '0012-3456-78',
  minAmount: 1_000,
  maxAmount: 500_000,
  enabled: true,
  sort: 0,
} as const satisfies MethodInput;

const { enabled: _enabled, sort: _sort, ...bankFields } = bankMethod;
/** `bankMethod` as a player's method list shows it (the operator's adds enabled and sort). */
export const bankMethodView = { ...bankFields, gatewayCode: null };

export const gatewayMethod = {
  kind: 'gateway',
  name: 'Online',
  gatewayCode: 'sandbox',
  minAmount: 500,
  maxAmount: 900_000,
  enabled: true,
  sort: 1,
} as const satisfies MethodInput;

export type Player = {
  id: number;
  account: string;
  headers: Record<string, string>;
};

export type DepositSite = {
  merchantId: number;
  code: string;
  currency: string;
  operator: OperatorClient;
  bankMethodId: number;
  gatewayMethodId: number;
  newPlayer: (type?: AccountType) => Promise<Player>;
};

/** A fresh USD merchant (exponent 2, New York time) with a bank and a gateway method. */
export async function depositSite(ctx: TestContext): Promise<DepositSite> {
  const merchant = await createMerchant(ctx.db);
  const operator = await asOperator(ctx, merchant.id, 'operator');
  const created = async (body: object) => {
    const res = await operator.post('/admin/payment-methods', body);
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().value.id as number;
  };
  return {
    merchantId: merchant.id,
    code: merchant.code,
    currency: merchant.currency,
    operator,
    bankMethodId: await created(bankMethod),
    gatewayMethodId: await created(gatewayMethod),
    newPlayer: async (type = 0) => {
      const member = await createAccount(ctx.db, merchant.id, { type });
      const token = await openSession(
        ctx.db,
        member.id,
        { merchantId: merchant.id, ip: '192.0.2.10', userAgent: null },
        new Date(),
      );
      return {
        id: member.id,
        account: member.account,
        headers: { merchant: merchant.code, authorization: `Bearer ${token}` },
      };
    },
  };
}

/** The smallest valid-looking PNG and JPEG starts, padded to `size` bytes. */
export const pngBytes = (size = 64) =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(size - 8, 7),
  ]);
export const jpegBytes = (size = 64) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 9)]);

export const newKey = () => `dep-${randomUUID()}`;

/** POST /wps/deposit/requests for a bank transfer, multipart as the web sends it. */
export function sendBankDeposit(
  app: FastifyInstance,
  site: DepositSite,
  player: Player,
  fields: Record<string, string | number> = {},
  proof?: FilePart,
): Promise<LightMyRequestResponse> {
  const body = multipart(
    {
      methodId: site.bankMethodId,
      amount: 25_000,
      payerName: 'Ana Pérez',
      reference: 'TRX-1',
      idempotencyKey: newKey(),
      ...fields,
    },
    proof,
  );
  return app.inject({
    method: 'POST',
    url: '/wps/deposit/requests',
    headers: { ...player.headers, ...body.headers },
    payload: body.payload,
  });
}

export const balanceOf = (db: Db, site: DepositSite, player: Player) =>
  walletBalance(db, site.merchantId, player.id, site.currency);

export async function depositCount(db: Db, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('deposit_request')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return row.n;
}
