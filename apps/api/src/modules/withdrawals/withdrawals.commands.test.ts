import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import type { Site } from '../../../test/members.js';
import type { Actor } from '../audit/index.js';
import { expectLedgerSound } from '../ledger/ledger-test-kit.js';
import { CliUsageError, type WalletCommand } from '../ledger/index.js';
import { balanceOf, newSite, readyPlayer, withdraw } from './test-kit.js';
import { withdrawalCommands } from './withdrawals.commands.js';

let ctx: TestContext;
let site: Site;
let actor: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await newSite(ctx);
  const operator = await asOperator(ctx, site.merchantId, 'operator');
  actor = {
    operatorId: operator.id,
    username: operator.username,
    merchantId: site.merchantId,
    ip: 'cli',
  };
});
afterAll(async () => {
  await expectLedgerSound(ctx.db);
  await ctx.close();
});

const command = (name: string) => withdrawalCommands.find((c) => c.name === name) as WalletCommand;
const run = (name: string, ...args: string[]) =>
  command(name).run({ db: ctx.db, merchantId: site.merchantId, actor, args });

describe('withdrawal commands of npm run wallet', () => {
  it('lists, pays and rejects withdrawals', async () => {
    expect(await run('withdrawals')).toBe('No withdrawals.');
    const player = await readyPlayer(site, 100_000);
    const ask = async (amount: number) =>
      (await withdraw(site, player, { receivingAccountId: player.cardId, amount })).json().value
        .id as number;
    const first = await ask(12_345);
    const second = await ask(500);

    const listing = await run('withdrawals', '--status', 'pending');
    expect(listing).toContain(`#${first} `);
    expect(listing).toContain('123.45 USD → Banco Norte 4000123412341234 (Ana Pérez) [pending]');
    expect(listing).toContain('Page 1 of 1 (2 in all).');

    expect(await run('withdrawal-pay', String(first))).toContain('[paid]');
    expect(await run('withdrawal-reject', String(second), '--reason', 'Name mismatch')).toContain(
      '[rejected] (rejected: Name mismatch)',
    );
    expect(await balanceOf(site, player.id)).toBe(100_000 - 12_345);
    await expect(
      run('withdrawal-resolve', String(first), '--outcome', 'refund'),
    ).rejects.toMatchObject({ code: 'REQUEST_STATE_CONFLICT' });
  });

  it('explains wrong arguments', async () => {
    await expect(run('withdrawal-pay')).rejects.toBeInstanceOf(CliUsageError);
    await expect(run('withdrawal-pay', 'abc')).rejects.toBeInstanceOf(CliUsageError);
    await expect(run('withdrawal-reject', '1')).rejects.toBeInstanceOf(CliUsageError);
    await expect(run('withdrawal-resolve', '1', '--outcome', 'maybe')).rejects.toBeInstanceOf(
      CliUsageError,
    );
    await expect(run('withdrawals', '--status', 'lost')).rejects.toBeInstanceOf(CliUsageError);
  });
});
