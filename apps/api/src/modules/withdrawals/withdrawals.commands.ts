import { parseArgs, type ParseArgsConfig } from 'node:util';
import {
  adminWithdrawalListQuerySchema,
  withdrawalRejectSchema,
  withdrawalResolveSchema,
  type AdminWithdrawal,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { formatMinorPlain } from '../../lib/money.js';
import { CliUsageError, type WalletCommand } from '../ledger/wallet-command.js';
import { findMerchantById } from '../merchants/merchants.repo.js';
import {
  merchantWithdrawals,
  payWithdrawal,
  rejectWithdrawal,
  resolveWithdrawal,
} from './withdrawal-review.service.js';

function parse(args: string[], options: NonNullable<ParseArgsConfig['options']> = {}) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new CliUsageError((error as Error).message);
  }
}

function withdrawalId(positionals: string[]): number {
  const [id, ...extra] = positionals;
  if (!id || extra.length || !/^\d{1,15}$/.test(id)) throw new CliUsageError('one withdrawal id');
  return Number(id);
}

async function describe(db: Db, merchantId: number, w: AdminWithdrawal): Promise<string> {
  const exponent = (await findMerchantById(db, merchantId))?.currency_exponent ?? 0;
  const when = new Date(w.createdAt).toISOString().replace('T', ' ').slice(0, 16);
  const to = `${w.destination.provider} ${w.accountNumber} (${w.destination.holderName})`;
  const extra = [w.hasProof ? 'proof' : null, w.rejectReason ? `rejected: ${w.rejectReason}` : null]
    .filter(Boolean)
    .join(', ');
  return `#${w.id} ${when} ${w.account} ${formatMinorPlain(w.amount, exponent)} ${w.currency} → ${to} [${w.status}]${extra ? ` (${extra})` : ''}`;
}

const list: WalletCommand = {
  name: 'withdrawals',
  usage: 'withdrawals [--status pending|paid|not_received|...] [--page N]',
  readOnly: true,
  async run({ db, merchantId, args }) {
    const { values, positionals } = parse(args, {
      status: { type: 'string' },
      page: { type: 'string', default: '1' },
    });
    if (positionals.length) throw new CliUsageError('no positional arguments');
    const query = adminWithdrawalListQuerySchema.safeParse({
      status: values.status,
      pageNo: values.page,
    });
    if (!query.success) {
      const issue = query.error.issues[0]!;
      throw new CliUsageError(`${issue.path.join('.')}: ${issue.message}`);
    }
    const page = await merchantWithdrawals(db, merchantId, query.data);
    if (page.total === 0) return 'No withdrawals.';
    const lines = await Promise.all(page.content.map((w) => describe(db, merchantId, w)));
    return [...lines, `Page ${page.pageNo} of ${page.totalPages} (${page.total} in all).`].join(
      '\n',
    );
  },
};

const pay: WalletCommand = {
  name: 'withdrawal-pay',
  usage: 'withdrawal-pay <id>',
  async run({ db, merchantId, actor, args }) {
    const done = await payWithdrawal(db, actor, withdrawalId(parse(args).positionals));
    return `Paid: ${await describe(db, merchantId, done)}`;
  },
};

const reject: WalletCommand = {
  name: 'withdrawal-reject',
  usage: 'withdrawal-reject <id> --reason "..."',
  async run({ db, merchantId, actor, args }) {
    const { values, positionals } = parse(args, { reason: { type: 'string' } });
    const id = withdrawalId(positionals);
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
    const { values, positionals } = parse(args, { outcome: { type: 'string' } });
    const id = withdrawalId(positionals);
    const input = withdrawalResolveSchema.safeParse({ outcome: values.outcome });
    if (!input.success) throw new CliUsageError('--outcome: refund or force_received');
    const done = await resolveWithdrawal(db, actor, id, input.data.outcome);
    return `Resolved: ${await describe(db, merchantId, done)}`;
  },
};

/** The withdrawal review commands of `npm run wallet` (listed in cli/wallet-commands.ts). */
export const withdrawalCommands: WalletCommand[] = [list, pay, reject, resolve];
