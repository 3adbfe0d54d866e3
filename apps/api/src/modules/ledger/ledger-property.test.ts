import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { createAccount } from '../../../test/members.js';
import { expectLedgerSound } from './ledger-test-kit.js';
import { walletBalance } from './ledger.service.js';
import type { Posting, PostingResult } from './ledger.types.js';

/**
 * Random sequences of deposits, debits, withdrawals (hold, then paid or rejected) and
 * retries of earlier keys, checked step by step against an in-memory model of the wallets
 * and the withdrawal hold. fast-check prints the seed of a failing run; FC_SEED=<seed>
 * replays it.
 */

const MEMBERS = 3;
let ctx: TestContext;
let merchantId: number;
let members: number[];
beforeAll(async () => {
  ctx = await createTestContext();
  merchantId = (await createMerchant(ctx.db)).id;
  members = [];
  for (let i = 0; i < MEMBERS; i++) members.push((await createAccount(ctx.db, merchantId)).id);
});
afterAll(() => ctx.close());

type Action =
  | { type: 'deposit' | 'debit' | 'withdraw'; member: number; amount: number }
  | { type: 'pay' | 'reject'; pick: number }
  | { type: 'retry'; pick: number };

const member = fc.nat({ max: MEMBERS - 1 });
const amount = fc.integer({ min: 1, max: 500 });
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ type: fc.constant('deposit' as const), member, amount }),
  fc.record({ type: fc.constant('debit' as const), member, amount }),
  fc.record({ type: fc.constant('withdraw' as const), member, amount }),
  fc.record({ type: fc.constantFrom('pay' as const, 'reject' as const), pick: fc.nat() }),
  fc.record({ type: fc.constant('retry' as const), pick: fc.nat() }),
);

/** Each run gets a currency of its own, so its wallets start empty. */
let runs = 0;
const runCurrency = () => {
  let n = runs++;
  let letters = '';
  for (let i = 0; i < 4; i++, n = Math.floor(n / 26)) letters += String.fromCharCode(65 + (n % 26));
  return `PR${letters}`;
};

type Model = { wallets: number[]; hold: number };
type Sent = { posting: Posting; result: PostingResult };

async function runSequence(actions: Action[]): Promise<void> {
  const currency = runCurrency();
  const model: Model = { wallets: Array(MEMBERS).fill(0), hold: 0 };
  const sent: Sent[] = [];
  const pending: { id: number; member: number; amount: number }[] = [];
  let ids = 0;

  const wallet = (i: number) => ({ wallet: members[i]! });
  const posting = (key: string, kind: Posting['kind'], legs: Posting['legs']): Posting => ({
    merchantId,
    currency,
    key: `${currency}:${key}`,
    kind,
    legs,
  });
  /** Sends a new posting; the model moves only when the wallets could cover it. */
  const send = async (p: Posting, apply: () => boolean) => {
    const before = structuredClone(model);
    const covered = apply();
    if (!covered) Object.assign(model, before);
    const result = await ctx.ledger.post(p);
    expect(result.status).toBe(covered ? 'committed' : 'failed');
    expect(result.replayed).toBe(false);
    sent.push({ posting: p, result });
    return covered;
  };
  const take = (i: number, n: number) => (model.wallets[i]! -= n) >= 0;

  for (const step of actions) {
    const id = ++ids;
    switch (step.type) {
      case 'deposit':
        await send(
          posting(`deposit:${id}:credit`, 'deposit', [
            { account: { house: 'clearing:deposits' }, amount: -step.amount },
            { account: wallet(step.member), amount: step.amount },
          ]),
          () => ((model.wallets[step.member]! += step.amount), true),
        );
        break;
      case 'debit':
        await send(
          posting(`adjustment:${id}:debit`, 'adjustment', [
            { account: wallet(step.member), amount: -step.amount },
            { account: { house: 'house:payouts' }, amount: step.amount },
          ]),
          () => take(step.member, step.amount),
        );
        break;
      case 'withdraw': {
        const held = await send(
          posting(`withdrawal:${id}:hold`, 'withdrawal_hold', [
            { account: wallet(step.member), amount: -step.amount },
            { account: { house: 'hold:withdrawals' }, amount: step.amount },
          ]),
          () => take(step.member, step.amount) && ((model.hold += step.amount), true),
        );
        if (held) pending.push({ id, member: step.member, amount: step.amount });
        break;
      }
      case 'pay':
      case 'reject': {
        if (pending.length === 0) break;
        const [w] = pending.splice(step.pick % pending.length, 1);
        const paid = step.type === 'pay';
        await send(
          posting(
            `withdrawal:${w!.id}:${paid ? 'paid' : 'refund'}`,
            paid ? 'withdrawal_paid' : 'withdrawal_refund',
            [
              { account: { house: 'hold:withdrawals' }, amount: -w!.amount },
              paid
                ? { account: { house: 'clearing:withdrawals' }, amount: w!.amount }
                : { account: wallet(w!.member), amount: w!.amount },
            ],
          ),
          () => {
            model.hold -= w!.amount;
            if (!paid) model.wallets[w!.member]! += w!.amount;
            return true;
          },
        );
        break;
      }
      case 'retry': {
        if (sent.length === 0) break;
        const earlier = sent[step.pick % sent.length]!;
        expect(await ctx.ledger.post(earlier.posting)).toEqual({
          ...earlier.result,
          replayed: true,
        });
        break;
      }
    }
    for (let i = 0; i < MEMBERS; i++) {
      expect(await walletBalance(ctx.db, merchantId, members[i]!, currency)).toBe(model.wallets[i]);
    }
  }
  expect(model.hold).toBe(pending.reduce((sum, w) => sum + w.amount, 0));
}

describe('the ledger against a model', () => {
  it('keeps every wallet equal to the model through random sequences with retries', async () => {
    const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 25 }), runSequence),
      { numRuns: 30, ...(seed === undefined ? {} : { seed }) },
    );
    await expectLedgerSound(ctx.db);
  }, 120_000);
});
