import { adminDepositsQuerySchema, depositRejectSchema, type AdminDeposit } from '@sorteo/shared';
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
import { approveDeposit, listDeposits, rejectDeposit } from './deposit-review.service.js';

/** The CLI has no config of its own for this: unpaid gateway orders expire after 30 minutes. */
const ORDER_TTL_MS = 30 * 60_000;

async function describe(db: Db, merchantId: number, d: AdminDeposit): Promise<string> {
  const { exponent, minute } = await lineFormat(db, merchantId);
  const extra = [
    d.payerName ? `payer ${d.payerName}` : null,
    d.reference ? `ref ${d.reference}` : null,
    d.hasProof ? 'proof' : null,
    d.rejectReason ? `rejected: ${d.rejectReason}` : null,
    d.decidedBy ? `by ${d.decidedBy}` : null,
  ].filter(Boolean);
  return `#${d.id} ${minute(d.createdAt)} ${d.account} ${formatMinorPlain(d.amount, exponent)} ${d.currency} ${d.methodName} [${d.status}]${extra.length ? ` (${extra.join(', ')})` : ''}`;
}

const list = pagedListCommand({
  name: 'deposits',
  usage:
    'deposits [--status pending|approved|rejected|awaiting_payment|paid|failed|expired] [--page N]',
  query: adminDepositsQuerySchema,
  load: (db, merchantId, query) => listDeposits(db, merchantId, query, ORDER_TTL_MS, new Date()),
  describe,
  none: 'No deposit requests.',
});

const approve: WalletCommand = {
  name: 'deposit-approve',
  usage: 'deposit-approve <id>',
  async run({ db, merchantId, actor, args }) {
    const id = oneId(commandArgs(args).positionals, 'deposit');
    const deposit = await approveDeposit(db, actor, id);
    return `Approved: ${await describe(db, merchantId, deposit)}`;
  },
};

const reject: WalletCommand = {
  name: 'deposit-reject',
  usage: 'deposit-reject <id> --reason "..."',
  async run({ db, merchantId, actor, args }) {
    const { values, positionals } = commandArgs(args, { reason: { type: 'string' } });
    const id = oneId(positionals, 'deposit');
    const input = depositRejectSchema.safeParse({ reason: values.reason });
    if (!input.success) throw new CliUsageError('--reason: 1-200 characters');
    const deposit = await rejectDeposit(db, actor, id, input.data.reason);
    return `Rejected: ${await describe(db, merchantId, deposit)}`;
  },
};

/** The deposit review commands of `npm run wallet` (listed in cli/wallet-commands.ts). */
export const depositCommands: WalletCommand[] = [list, approve, reject];
