import { sql, type Kysely } from 'kysely';

/**
 * No foreign key where the statement that writes the row already proves the reference
 * (docs/decisions/0019-references-the-statement-proves.md). Each key was a check run per
 * inserted row on every placement; the writing statements make the same check once:
 *
 * - an entry is written only with every transaction of its batch, in the same statement;
 * - a transaction's merchant owns the accounts the same statement locks, and an account is
 *   keyed to its merchant;
 * - an order is written only for a period the same statement key-share-locks and finds
 *   taking bets, and only for the member whose wallet it debits under lock;
 * - a bet is written only for an order the same statement inserted, on that order's period.
 *
 * What a key also did on the referenced side stays: `sorteo_keep_referenced` refuses to delete
 * (or re-key) a merchant, member, period or order that rows still name, with the SQLSTATE a
 * key would raise. Ledger transactions are append-only already (migration 0010).
 * `npm run ledger:check` finds any row naming one that does not exist.
 */
const dropped = [
  ['ledger_entry', 'ledger_entry_transaction_id_fkey'],
  ['ledger_transaction', 'ledger_transaction_merchant_id_fkey'],
  ['lottery_order', 'lottery_order_period_id_fkey'],
  ['lottery_order', 'lottery_order_merchant_id_member_id_fkey'],
  ['lottery_bet', 'lottery_bet_order_id_fkey'],
  ['lottery_bet', 'lottery_bet_period_fkey'],
] as const;

/**
 * Guards on the referenced side: the table, the columns whose change is refused, and its
 * arguments: the referencing table, then pairs of (referencing column, referenced column).
 * Each look-up is served by an index of the referencing table.
 */
const guards = [
  ['merchant', 'id', ['ledger_transaction', 'merchant_id', 'id']],
  ['member', 'id, merchant_id', ['lottery_order', 'merchant_id', 'merchant_id', 'member_id', 'id']],
  ['lottery_period', 'id, game_id', ['lottery_bet', 'period_id', 'id', 'game_id', 'game_id']],
  ['lottery_order', 'id', ['lottery_bet', 'order_id', 'id']],
] as const;

const statements = [
  ...dropped.map(
    ([table, key]) => sql`alter table ${sql.table(table)} drop constraint ${sql.ref(key)}`,
  ),
  sql`create function sorteo_keep_referenced() returns trigger language plpgsql as $$
    declare
      referencing text := tg_argv[0];
      matches text := '';
      moved boolean := false;
      named boolean;
    begin
      for i in 1 .. (tg_nargs - 1) / 2 loop
        matches := matches || case when i > 1 then ' and ' else '' end
          || format('r.%I = ($1).%I', tg_argv[2 * i - 1], tg_argv[2 * i]);
        if tg_op = 'UPDATE' then
          moved := moved or (to_jsonb(new) -> tg_argv[2 * i]) is distinct from
            (to_jsonb(old) -> tg_argv[2 * i]);
        end if;
      end loop;
      if tg_op = 'UPDATE' and not moved then
        return new;
      end if;
      execute format('select exists (select 1 from %I r where %s)', referencing, matches)
        into named using old;
      if named then
        raise exception using errcode = 'foreign_key_violation',
          message = format('%s %s is still named by %s', tg_table_name, to_jsonb(old) ->> 'id',
            referencing);
      end if;
      return case when tg_op = 'DELETE' then old else new end;
    end
  $$`,
  ...guards.map(
    ([table, columns, args]) => sql`create trigger ${sql.ref(`${table}_keeps_${args[0]}`)}
      before delete or update of ${sql.raw(columns)} on ${sql.table(table)}
      for each row execute function sorteo_keep_referenced(${sql.raw(
        args.map((a) => `'${a}'`).join(', '),
      )})`,
  ),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
