import { parseArgs, type ParseArgsConfig } from 'node:util';
import { adjustmentRequestSchema } from '@sorteo/shared';
import { formatMinorPlain } from '../../lib/money.js';
import { adjustWallet, adminWallet } from './ledger-admin.service.js';
import { Ledger } from './ledger.service.js';
import { CliUsageError, type WalletCommand } from './wallet-command.js';

/** parseArgs would read a negative amount such as `-250` as an option: hide it from it. */
const NEGATIVE = /^-\d/;
const placeholder = (i: number) => `\u0000${i}`;

function parse(args: string[], options: NonNullable<ParseArgsConfig['options']> = {}) {
  const negatives: string[] = [];
  const shielded = args.map((a) => (NEGATIVE.test(a) ? placeholder(negatives.push(a) - 1) : a));
  const restore = (v: string) => (v.startsWith('\u0000') ? negatives[Number(v.slice(1))]! : v);
  try {
    const { values, positionals } = parseArgs({
      args: shielded,
      options,
      allowPositionals: true,
      strict: true,
    });
    const restored = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? restore(v) : v]),
    );
    return { values: restored, positionals: positionals.map(restore) };
  } catch (error) {
    throw new CliUsageError((error as Error).message);
  }
}

const adjust: WalletCommand = {
  name: 'adjust',
  usage:
    'adjust <account> <amount in minor units, negative to debit> --reason "..." --key KEY [--bonus | --commission]',
  async run({ db, actor, args }) {
    const { values, positionals } = parse(args, {
      reason: { type: 'string' },
      key: { type: 'string' },
      bonus: { type: 'boolean', default: false },
      commission: { type: 'boolean', default: false },
    });
    const [account, amountText, ...extra] = positionals;
    if (!account || !amountText || extra.length) throw new CliUsageError('account and amount');
    if (values.bonus && values.commission) throw new CliUsageError('--bonus or --commission');
    const input = adjustmentRequestSchema.safeParse({
      amount: /^-?\d+$/.test(amountText) ? Number(amountText) : Number.NaN,
      reason: values.reason,
      idempotencyKey: values.key,
      kind: values.bonus ? 'bonus' : values.commission ? 'commission' : 'adjustment',
    });
    if (!input.success) {
      const issue = input.error.issues[0]!;
      throw new CliUsageError(`${issue.path.join('.') || 'input'}: ${issue.message}`);
    }
    const result = await adjustWallet(db, new Ledger(db), actor, account, input.data);
    const amount = formatMinorPlain(result.amount, result.exponent);
    const balance = formatMinorPlain(result.balance, result.exponent);
    return result.replayed
      ? `Already applied (transaction ${result.transactionId}): ${result.account} ${amount} ${result.currency}, balance then ${balance}.`
      : `Adjusted ${result.account} by ${amount} ${result.currency} (transaction ${result.transactionId}). Balance: ${balance}.`;
  },
};

const balance: WalletCommand = {
  name: 'balance',
  usage: 'balance <account>',
  readOnly: true,
  async run({ db, merchantId, args }) {
    const { positionals } = parse(args);
    if (positionals.length !== 1) throw new CliUsageError('one account');
    const wallet = await adminWallet(db, merchantId, positionals[0]!, { pageNo: 1, pageSize: 5 });
    const lines = wallet.entries.content.map(
      (e) =>
        `  #${e.transactionId} ${e.kind} ${formatMinorPlain(e.amount, wallet.exponent)} → ${formatMinorPlain(e.balanceAfter, wallet.exponent)}${e.memo ? ` (${e.memo})` : ''}`,
    );
    return [
      `${wallet.account}: ${formatMinorPlain(wallet.balance, wallet.exponent)} ${wallet.currency}`,
      ...(lines.length ? ['Latest movements:', ...lines] : ['No movements yet.']),
    ].join('\n');
  },
};

/** The ledger's own commands of `npm run wallet`. */
export const ledgerCommands: WalletCommand[] = [adjust, balance];
