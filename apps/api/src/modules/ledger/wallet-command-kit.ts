import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Page } from '@sorteo/shared';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { merchantById } from '../merchants/index.js';
import { CliUsageError, type WalletCommand } from './wallet-command.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** The command's options and words; an unknown option is a usage error. */
export function commandArgs(args: string[], options: Options = {}) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new CliUsageError((error as Error).message);
  }
}

/** The one id a command acts on, e.g. `deposit-approve 12`. */
export function oneId(positionals: string[], what: string): number {
  const [id, ...extra] = positionals;
  if (!id || extra.length || !/^\d{1,15}$/.test(id)) throw new CliUsageError(`one ${what} id`);
  return Number(id);
}

/** A record's money and time as a line of the CLI prints them. */
export async function lineFormat(db: Db, merchantId: number) {
  const exponent = (await merchantById(db, merchantId))?.currency_exponent ?? 0;
  return {
    exponent,
    minute: (instant: number | string) =>
      new Date(instant).toISOString().replace('T', ' ').slice(0, 16),
  };
}

/**
 * `<name> [--status …] [--page N]`: one page of a merchant's records, a line each, then
 * where the page stands.
 */
export function pagedListCommand<T, Q>(spec: {
  name: string;
  usage: string;
  query: z.ZodType<Q>;
  load: (db: Db, merchantId: number, query: Q) => Promise<Page<T>>;
  describe: (db: Db, merchantId: number, item: T) => Promise<string>;
  none: string;
}): WalletCommand {
  return {
    name: spec.name,
    usage: spec.usage,
    readOnly: true,
    async run({ db, merchantId, args }) {
      const { values, positionals } = commandArgs(args, {
        status: { type: 'string' },
        page: { type: 'string', default: '1' },
      });
      if (positionals.length) throw new CliUsageError('no positional arguments');
      const query = spec.query.safeParse({ status: values.status, pageNo: values.page });
      if (!query.success) {
        const issue = query.error.issues[0]!;
        throw new CliUsageError(`${issue.path.join('.')}: ${issue.message}`);
      }
      const page = await spec.load(db, merchantId, query.data);
      if (page.total === 0) return spec.none;
      const lines = await Promise.all(
        page.content.map((item) => spec.describe(db, merchantId, item)),
      );
      return [...lines, `Page ${page.pageNo} of ${page.totalPages} (${page.total} in all).`].join(
        '\n',
      );
    },
  };
}
