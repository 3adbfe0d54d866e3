import type { Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Db } from './connection.js';
import type { Database } from './schema.js';

type ScopedColumns = { id: Generated<number>; merchant_id: number };

/** Tables whose rows belong to one merchant and are addressed by a numeric id. */
export type MerchantScopedTable = {
  [T in keyof Database]: Database[T] extends ScopedColumns ? T : never;
}[keyof Database];

/** What an insert sets: the scope fills in the merchant, the database the id. */
export type MerchantScopedFields<T extends MerchantScopedTable> = Omit<
  Insertable<Database[T]>,
  'id' | 'merchant_id'
>;

/** What an update may change: never the id, nor the merchant the row belongs to. */
export type MerchantScopedChanges<T extends MerchantScopedTable> = Omit<
  Updateable<Database[T]>,
  'id' | 'merchant_id'
>;

/** One row of one merchant, by id; a row of another merchant is not there. */
export type MerchantScopedRows<T extends MerchantScopedTable> = {
  find: (db: Db, merchantId: number, id: number) => Promise<Selectable<Database[T]> | undefined>;
  insert: (
    db: Db,
    merchantId: number,
    fields: MerchantScopedFields<T>,
  ) => Promise<Selectable<Database[T]>>;
  update: (
    db: Db,
    merchantId: number,
    id: number,
    fields: MerchantScopedChanges<T>,
  ) => Promise<Selectable<Database[T]> | undefined>;
  remove: (db: Db, merchantId: number, id: number) => Promise<Selectable<Database[T]> | undefined>;
};

/**
 * Kysely cannot resolve the columns of a table named by a type parameter, so the queries are
 * built against this view of it, which knows only the two columns every such table has;
 * `MerchantScopedRows` gives the callers back the table's own row and write types.
 */
type ScopedView = Kysely<{ scoped: ScopedColumns }>;

/** Find, insert, update and delete by id of one merchant's rows of `table`. */
export function merchantScoped<T extends MerchantScopedTable>(table: T): MerchantScopedRows<T> {
  const view = (db: Db) => db as unknown as ScopedView;
  const name = table as string as 'scoped';
  const rows = {
    find: (db: Db, merchantId: number, id: number) =>
      view(db)
        .selectFrom(name)
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .executeTakeFirst(),

    insert: (db: Db, merchantId: number, fields: object) =>
      view(db)
        .insertInto(name)
        .values({ ...fields, merchant_id: merchantId })
        .returningAll()
        .executeTakeFirstOrThrow(),

    update: (db: Db, merchantId: number, id: number, fields: Updateable<ScopedColumns>) =>
      view(db)
        .updateTable(name)
        .set(fields)
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst(),

    remove: (db: Db, merchantId: number, id: number) =>
      view(db)
        .deleteFrom(name)
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst(),
  };
  return rows as unknown as MerchantScopedRows<T>;
}
