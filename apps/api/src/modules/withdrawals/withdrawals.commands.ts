import {
  adminWithdrawalListQuerySchema,
  withdrawalRejectSchema,
  withdrawalResolveSchema,
  type AdminWithdrawal,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { formatMinorPlain } from '../../lib/money.js';
import {
  CliUsageError,
  commandArgs,
  lineFormat,
  oneId,
  pagedListCommand,
  type WalletCommand,
} from '../ledger/index.js';
import {
  merchantWithdrawals,
  payWithdrawal,
  rejectWithdrawal,
  resolveWithdrawal,
} from './withdrawal-review.service.js';

async function describe(db: Db, merchantId: number, w: AdminWithdrawal): Promise<string> {
  const { exponent, minute } = await lineFormat(db, merchantId);
  const to = `${w.destination.provider} ${w.accountNumber} (${w.destination.holderName})`;
  const extra = [w.hasProof ? 'proof' : null, w.rejectReason ? `rejected: ${w.rejectReason}` : null]
    .filter(Boolean)
    .join(', ');
  return `#${w.id} ${minute(w.createdAt)} ${w.account} ${formatMinorPlain(w.amount, exponent)} ${w.currency} → ${to} [${w.status}]${extra ? ` (${extra})` : ''}`;
}

const list = pagedListCommand({
  name: 'withdrawals',
  usage: 'withdrawals [--status pending|paid|not_received|...] [--page N]',
  query: adminWithdrawalListQuerySchema,
  load: merchantWithdrawals,
  describe,
  none: 'No withdrawals.',
});

const pay: WalletCommand = {
  name: 'withdrawal-pay',
  usage: 'withdrawal-pay <id>',
  async run({ db, merchantId, actor, args }) {
    const done = await payWithdrawal(db, actor, oneId(commandArgs(args).positionals, 'withdrawal'));
    return `Paid: ${await describe(db, merchantId, done)}`;
  },
};

const reject: WalletCommand = {
  name: 'withdrawal-reject',
  usage: 'withdrawal-reject <id> --reason "..."',
  async run({ db, merchantId, actor, args }) {
    const { values, positionals } = commandArgs(args, { reason: { type: 'string' } });
    const id = oneId(positionals, 'withdrawal');
    const input = withdrawalRejectSchema.safeParse({ reason: values.reason });
    if (!input.success) throw new CliUsageError('--reason: 1-200 characters');
    const done = await rejectWithdrawal(db, actor, id, input.data.reason);
    return `Rejected: ${await describe(db, merchantId, done)}`;
  },
};

const resolve: WalletCommand = {
  name: 'withdrawal-resolve',
  usage: 'withdrawal-resolve <id> --outcome refund|force_received',
  async run({ db, merchantId, actor, args }) {
    const { values, positionals } = commandArgs(args, { outcome: { type: 'string' } });
    const id = oneId(positionals, 'withdrawal');
    const input = withdrawalResolveSchema.safeParse({ outcome: values.outcome });
    if (!input.success) throw new CliUsageError('--outcome: refund or force_received');
    const done = await resolveWithdrawal(db, actor, id, input.data.outcome);
    return `Resolved: ${await describe(db, merchantId, done)}`;
  },
};

/** The withdrawal review commands of `npm run wallet` (listed in cli/wallet-commands.ts). */
export const withdrawalCommands: WalletCommand[] = [list, pay, reject, resolve];
