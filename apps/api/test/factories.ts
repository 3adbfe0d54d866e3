import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@sorteo/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/connection.js';
import type { MerchantRow } from '../src/db/schema.js';
import { commandLineActor } from '../src/modules/audit/audit.service.js';
import { provisionMerchant, type MerchantSpec } from '../src/modules/merchants/provision.js';
import { createOperator } from '../src/modules/operators/operators.service.js';

const suffix = () => randomBytes(4).toString('hex').toUpperCase();

/** A fresh USD merchant (exponent 2) so a test can change it without touching others. */
export async function createMerchant(
  db: Db,
  spec: Partial<MerchantSpec> = {},
): Promise<MerchantRow> {
  const merchant = await db.transaction().execute((trx) =>
    provisionMerchant(trx, {
      code: `T${suffix()}`,
      name: 'Test Casino',
      currency: 'USD',
      currencyExponent: 2,
      timeZone: 'America/New_York',
      defaultLanguage: 'en',
      supportedLanguages: ['en'],
      ...spec,
    }),
  );
  if (!merchant) throw new Error('merchant code already taken');
  return merchant;
}

/** A random public-looking client address, so per-IP limits never couple two tests. */
/**
 * A private address from 16 million: per-IP throttles must not see two tests as one
 * visitor, which a smaller range makes likely over a few hundred calls.
 */
export const randomIp = () => {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${Math.max(1, Math.min(c!, 254))}`;
};

export type TestOperator = { id: number; username: string; password: string; token: string };

export async function createOperatorSession(
  app: FastifyInstance,
  db: Db,
  merchantId: number,
  role: OperatorRole,
): Promise<TestOperator> {
  const username = `op${suffix().toLowerCase()}`;
  const password = `pw-${randomBytes(12).toString('hex')}`;
  const operator = await createOperator(
    db,
    { merchantId, username, password, role },
    commandLineActor(merchantId),
  );
  const res = await app.inject({
    method: 'POST',
    url: '/admin/session/login',
    payload: { username, password },
    remoteAddress: randomIp(),
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { id: operator.id, username, password, token: res.json().value.token };
}

export const bearer = (op: TestOperator) => ({ authorization: `Bearer ${op.token}` });
