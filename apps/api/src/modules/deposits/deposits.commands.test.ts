import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import type { Actor } from '../audit/index.js';
import { CliUsageError, type WalletCommand } from '../ledger/index.js';
import { depositCommands } from './deposits.commands.js';
import { balanceOf, depositSite, sendBankDeposit, type DepositSite } from './test-kit.js';

let ctx: TestContext;
let site: DepositSite;
let actor: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await depositSite(ctx);
  actor = {
    operatorId: site.operator.id,
    username: site.operator.username,
    merchantId: site.merchantId,
    ip: 'cli',
  };
});
afterAll(() => ctx.close());

const command = (name: string) => depositCommands.find((c) => c.name === name) as WalletCommand;
const run = (name: string, ...args: string[]) =>
  command(name).run({ db: ctx.db, merchantId: site.merchantId, actor, args });

describe('deposit commands of npm run wallet', () => {
  it('lists, approves and rejects bank transfers', async () => {
    expect(await run('deposits')).toBe('No deposit requests.');
    const player = await site.newPlayer();
    const first = (await sendBankDeposit(ctx.app, site, player, { amount: 12_345 })).json().value;
    const second = (await sendBankDeposit(ctx.app, site, player, { amount: 500_000 })).json().value;

    const listing = await run('deposits', '--status', 'pending');
    expect(listing).toContain(`#${first.id} `);
    expect(listing).toContain('123.45 USD Banco Demo [pending]');
    expect(listing).toContain('Page 1 of 1 (2 in all).');

    expect(await run('deposit-approve', String(first.id))).toContain('[approved]');
    expect(await run('deposit-approve', String(first.id))).toContain('[approved]');
    expect(await balanceOf(ctx.db, site, player)).toBe(12_345);

    expect(await run('deposit-reject', String(second.id), '--reason', 'Wrong payer')).toContain(
      'rejected: Wrong payer',
    );
    await expect(run('deposit-approve', String(second.id))).rejects.toMatchObject({
      code: 'REQUEST_STATE_CONFLICT',
    });
    expect(await balanceOf(ctx.db, site, player)).toBe(12_345);
    expect(command('deposits').readOnly).toBe(true);
    expect(command('deposit-approve').readOnly).toBeFalsy();
  });

  it.each([
    ['deposit-approve'],
    ['deposit-approve', 'abc'],
    ['deposit-reject', '1'],
    ['deposits', '--status', 'lost'],
    ['deposits', '--colour', 'red'],
  ])('refuses bad usage: %s %s %s', async (name, ...args) => {
    await expect(run(name, ...args)).rejects.toBeInstanceOf(CliUsageError);
  });
});
