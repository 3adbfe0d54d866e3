/**
 * A vendor's side of the seamless wallet for tests: launches, signed wallet calls and a
 * funded player holding a vendor session on the demo brand. Used only by `*.test.ts`.
 */
import type { TestContext } from '../../../test/context.js';
import { signVendorBody, VENDOR_SIGNATURE_HEADER } from '../../lib/vendor-protocol.js';
import { fund } from '../lottery-settlement/test-kit.js';
import { signedInMember } from '../wallet/wallet-test-kit.js';

export const VENDOR_TEST_SECRET = 'vendor-test-secret-0123456789abcdef';

/** What a test context needs to know the sandbox vendor (no vendor runs at that address). */
export const vendorTestEnv = {
  SANDBOX_VENDOR_URL: 'http://127.0.0.1:7999',
  SANDBOX_VENDOR_SECRET: VENDOR_TEST_SECRET,
};

let ids = 0;
/** A transaction or round id no other call of the run has. */
export const txId = (prefix: string) => `${prefix}-${Date.now()}-${(ids += 1)}`;

export function vendorCalls(ctx: Pick<TestContext, 'app' | 'db'>, secret = VENDOR_TEST_SECRET) {
  const launch = (body: object, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { merchant: 'SORTEO', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body,
    });

  /** A signed wallet call as the vendor sends it. */
  const walletCall = (
    name: string,
    body: Record<string, unknown>,
    sign: (raw: string) => string | undefined = (raw) => signVendorBody(secret, raw),
    vendor = 'SBX',
  ) => {
    const raw = JSON.stringify({ requestTime: Date.now(), ...body });
    const signature = sign(raw);
    return ctx.app.inject({
      method: 'POST',
      url: `/wps/vendors/${vendor}/wallet/${name}`,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { [VENDOR_SIGNATURE_HEADER]: signature } : {}),
      },
      payload: raw,
    });
  };

  const gameId = async (gameCode: string) =>
    String(
      (
        await ctx.db
          .selectFrom('game')
          .select('id')
          .where('game_code', '=', gameCode)
          .executeTakeFirstOrThrow()
      ).id,
    );

  const demoId = async () =>
    (
      await ctx.db
        .selectFrom('merchant')
        .select('id')
        .where('code', '=', 'SORTEO')
        .executeTakeFirstOrThrow()
    ).id;

  /** A vendor session for a member already signed in (launch, then authenticate). */
  const sessionFor = async (token: string, gameCode = 'SLOT3-SEVENS') => {
    const launched = await launch({ nodeId: await gameId(gameCode), vassalage: 'SBX' }, token);
    const launchToken = new URL(launched.json().value.game_url).searchParams.get('token')!;
    const auth = await walletCall('authenticate', { launchToken });
    return auth.json().value as { sessionToken: string; playerId: string };
  };

  /** A funded player of the demo brand with an open session at the vendor. */
  const playerAtVendor = async (money = 100_000) => {
    const merchantId = await demoId();
    const member = await signedInMember(ctx.db, merchantId);
    if (money > 0) await fund(ctx.db, merchantId, member.id, money, 'VND');
    return { member, ...(await sessionFor(member.token)) };
  };

  const betBody = (p: { sessionToken: string }, over: Record<string, unknown> = {}) => ({
    sessionToken: p.sessionToken,
    transactionId: txId('bet'),
    roundId: txId('round'),
    gameCode: 'SLOT3-SEVENS',
    amount: 1000,
    currency: 'VND',
    ...over,
  });

  /** The win of a bet made with `betBody`, as the vendor reports it. */
  const winBody = (
    p: { playerId: string },
    bet: { transactionId: unknown; roundId: unknown; gameCode?: unknown },
    amount: number,
    over: Record<string, unknown> = {},
  ) => ({
    playerId: p.playerId,
    transactionId: txId('win'),
    betTransactionId: bet.transactionId,
    roundId: bet.roundId,
    gameCode: bet.gameCode ?? 'SLOT3-SEVENS',
    amount,
    currency: 'VND',
    ...over,
  });

  /** The rollback of a bet made with `betBody`. */
  const rollbackBody = (
    p: { playerId: string },
    bet: { transactionId: unknown; roundId: unknown; gameCode?: unknown },
  ) => {
    const { amount: _amount, ...rest } = winBody(p, bet, 0, { transactionId: txId('rb') });
    return rest;
  };

  return {
    launch,
    walletCall,
    gameId,
    demoId,
    sessionFor,
    playerAtVendor,
    betBody,
    winBody,
    rollbackBody,
  };
}
