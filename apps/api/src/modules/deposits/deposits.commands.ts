import { parseArgs, type ParseArgsConfig } from 'node:util';
import { adminDepositsQuerySchema, depositRejectSchema, type AdminDeposit } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { formatMinorPlain } from '../../lib/money.js';
import { CliUsageError, type WalletCommand } from '../ledger/wallet-command.js';
import { findMerchantById } from '../merchants/merchants.repo.js';
import { approveDeposit, listDeposits, rejectDeposit } from './deposit-review.service.js';

/** The CLI has no config of its own for this: unpaid gateway orders expire after 30 minutes. */
const ORDER_TTL_MS = 30 * 60_000;

function parse(args: string[], options: NonNullable<ParseArgsConfig['options']> = {}) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new CliUsageError((error as Error).message);
  }
}

function depositId(positionals: string[]): number {
  const [id, ...extra] = positionals;
  if (!id || extra.length || !/^\d{1,15}$/.test(id)) throw new CliUsageError('one deposit id');
  return Number(id);
}

async function describe(db: Db, merchantId: number, d: AdminDeposit): Promise<string> {
  const exponent = (await findMerchantById(db, merchantId))?.currency_exponent ?? 0;
  const when = new Date(d.createdAt).toISOString().replace('T', ' ').slice(0, 16);
  const extra = [
    d.payerName ? `payer ${d.payerName}` : null,
    d.reference ? `ref ${d.reference}` : null,
    d.hasProof ? 'proof' : null,
    d.rejectReason ? `rejected: ${d.rejectReason}` : null,
    d.decidedBy ? `by ${d.decidedBy}` : null,
  ].filter(Boolean);
  return `#${d.id} ${when} ${d.account} ${formatMinorPlain(d.amount, exponent)} ${d.currency} ${d.methodName} [${d.status}]${extra.length ? ` (${extra.join(', ')})` : ''}`;
}

const list: WalletCommand = {
  name: 'deposits',
  usage:
    'deposits [--status pending|approved|rejected|awaiting_payment|paid|failed|expired] [--page N]',
  readOnly: true,
  async run({ db, merchantId, args }) {
    const { values, positionals } = parse(args, {
      status: { type: 'string' },
      page: { type: 'string', default: '1' },
    });
    if (positionals.length) throw new CliUsageError('no positional arguments');
    const query = adminDepositsQuerySchema.safeParse({
      status: values.status,
      pageNo: values.page,
    });
    if (!query.success) {
      const issue = query.error.issues[0]!;
      throw new CliUsageError(`${issue.path.join('.')}: ${issue.message}`);
    }
    const page = await listDeposits(db, merchantId, query.data, ORDER_TTL_MS, new Date());
    if (page.total === 0) return 'No deposit requests.';
    const lines = await Promise.all(page.content.map((d) => describe(db, merchantId, d)));
    return [...lines, `Page ${page.pageNo} of ${page.totalPages} (${page.total} in all).`].join(
      '\n',
    );
  },
};

const approve: WalletCommand = {
  name: 'deposit-approve',
  usage: 'deposit-approve <id>',
  async run({ db, merchantId, actor, args }) {
    const id = depositId(parse(args).positionals);
    const deposit = await approveDeposit(db, actor, id);
    return `Approved: ${await describe(db, merchantId, deposit)}`;
  },
};

const reject: WalletCommand = {
  name: 'deposit-reject',
  usage: 'deposit-reject <id> --reason "..."',
  async run({ db, merchantId, actor, args }) {
    const { values, positionals } = parse(args, { reason: { type: 'string' } });
    const id = depositId(positionals);
    const input = depositRejectSchema.safeParse({ reason: values.reason });
    if (!input.success) throw new CliUsageError('--reason: 1-200 characters');
    const deposit = await rejectDeposit(db, actor, id, input.data.reason);
    return `Rejected: ${await describe(db, merchantId, deposit)}`;
  },
};

/** The deposit review commands of `npm run wallet` (listed in cli/wallet-commands.ts). */
export const depositCommands: WalletCommand[] = [list, approve, reject];
