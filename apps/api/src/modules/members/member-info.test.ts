import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { createAccount } from '../../../test/members.js';
import { addVipLabel, setClubLabel } from '../labels/test-kit.js';
import { memberInfo } from './member-info.service.js';

let ctx: TestContext;
let merchantId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  merchantId = (await createMerchant(ctx.db)).id;
});
afterAll(() => ctx.close());

/** The database handle, counting every query run through it. */
function counted() {
  let queries = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      queries++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: ctx.db.withPlugin(counter), queries: () => queries };
}

const insertLabel = (table: 'club_label' | 'vip_label', values: Record<string, unknown>) =>
  ctx.db
    .insertInto(table)
    .values({ merchant_id: merchantId, ...values } as never)
    .returning('id')
    .executeTakeFirstOrThrow();

describe('member info', () => {
  it('answers the club label and the VIP labels by name, in two queries', async () => {
    const member = await createAccount(ctx.db, merchantId);
    const club = await insertLabel('club_label', {
      label_name: 'Bronce',
      text_color: '#ffffff',
      background_color: '#8c5a2b',
      rank_level: 1,
    });
    await setClubLabel(ctx.db, merchantId, member.id, club.id);
    for (const name of ['Zeta', 'beta', 'Alfa']) {
      const vip = await insertLabel('vip_label', { label_name: name });
      await addVipLabel(ctx.db, merchantId, member.id, vip.id);
    }

    const { db, queries } = counted();
    const info = await memberInfo(db, member.id);
    expect(info).toMatchObject({
      account: member.account,
      clubLabel: { labelName: 'Bronce', color: '#ffffff', color2: '#8c5a2b', rankLevel: 1 },
      memberLabel: [{ labelName: 'Alfa' }, { labelName: 'beta' }, { labelName: 'Zeta' }],
    });
    expect(queries()).toBe(2);
  });

  it('answers no labels for a member who holds none, and nothing for an unknown member', async () => {
    const member = await createAccount(ctx.db, merchantId);
    expect(await memberInfo(ctx.db, member.id)).toMatchObject({
      clubLabel: null,
      memberLabel: [],
    });
    expect(await memberInfo(ctx.db, 2_000_000_000)).toBeNull();
  });
});
