import type { OperatorRole } from '@sorteo/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestContext } from './context.js';
import { bearer, createMerchant, createOperatorSession, type TestOperator } from './factories.js';

type Reply = Promise<LightMyRequestResponse>;

/** A signed-in operator whose calls carry its bearer token. */
export type OperatorClient = TestOperator & {
  get: (url: string) => Reply;
  post: (url: string, payload?: object) => Reply;
  put: (url: string, payload?: object) => Reply;
  delete: (url: string) => Reply;
};

/** Creates an operator with this role on the merchant and logs it in through the API. */
export async function asOperator(
  ctx: TestContext,
  merchantId: number,
  role: OperatorRole,
): Promise<OperatorClient> {
  const operator = await createOperatorSession(ctx.app, ctx.db, merchantId, role);
  const call =
    (method: 'GET' | 'POST' | 'PUT' | 'DELETE') =>
    (url: string, payload?: object): Reply =>
      ctx.app.inject({ method, url, headers: bearer(operator), ...(payload ? { payload } : {}) });
  return {
    ...operator,
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    delete: call('DELETE'),
  };
}

/** A player's GET on one merchant's site; `remoteAddress` stands in for where they are. */
export const asPlayer =
  (app: FastifyInstance, merchantCode: string) =>
  (url: string, remoteAddress?: string): Reply =>
    app.inject({
      method: 'GET',
      url,
      headers: { merchant: merchantCode },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

export type TestSite = {
  merchantId: number;
  player: ReturnType<typeof asPlayer>;
  signIn: (role: OperatorRole) => Promise<OperatorClient>;
};

/** A fresh merchant: a player on its site, and its operators signed in as a test needs them. */
export async function createTestSite(ctx: TestContext): Promise<TestSite> {
  const merchant = await createMerchant(ctx.db);
  return {
    merchantId: merchant.id,
    player: asPlayer(ctx.app, merchant.code),
    signIn: (role) => asOperator(ctx, merchant.id, role),
  };
}
