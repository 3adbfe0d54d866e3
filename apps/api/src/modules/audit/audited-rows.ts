import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/errors.js';
import { changeUnderAudit, type Actor } from './audit.service.js';

/** What a repo offers on one row of one merchant. */
export type MerchantRows<Row, Fields> = {
  find: (db: Db, merchantId: number, id: number) => Promise<Row | undefined>;
  insert: (db: Db, merchantId: number, fields: Fields) => Promise<Row>;
  update: (db: Db, merchantId: number, id: number, fields: Fields) => Promise<Row | undefined>;
  remove: (db: Db, merchantId: number, id: number) => Promise<Row | undefined>;
};

export type AuditedRowsSpec<Input, Row, Fields, View> = {
  rows: MerchantRows<Row, Fields>;
  /** The columns an operator's input writes. */
  fields: (input: Input) => Fields;
  /** How a row is answered to the operator and shown in the audit log. */
  view: (row: Row) => View;
  /** Names the row in "… not found". */
  label: string;
  /** Prefix of the audit actions: `<prefix>.create`, `.update`, `.delete`. */
  actionPrefix: string;
  targetType: string;
  /** Refuses fields that clash with another row; `id` is the row being edited. */
  check?: (trx: Db, merchantId: number, fields: Fields, id?: number) => Promise<void>;
};

/** Create, update and delete of one merchant's rows, each with its audit row. */
export function auditedRows<Input, Row, Fields, View extends { id: number }>(
  spec: AuditedRowsSpec<Input, Row, Fields, View>,
) {
  const { rows, view, actionPrefix, targetType } = spec;

  const found = async (row: Promise<Row | undefined>): Promise<Row> => {
    const r = await row;
    if (!r) throw notFound(spec.label);
    return r;
  };

  /** An update or delete of an existing row: 404 unless the merchant has it. */
  const changeRow = <After>(
    db: Db,
    actor: Actor,
    id: number,
    verb: 'update' | 'delete',
    apply: (trx: Db) => Promise<After>,
  ) =>
    changeUnderAudit(db, actor, {
      action: `${actionPrefix}.${verb}`,
      targetType,
      targetId: id,
      before: async (trx) => view(await found(rows.find(trx, actor.merchantId, id))),
      apply,
    });

  return {
    create: (db: Db, actor: Actor, input: Input): Promise<View> =>
      changeUnderAudit(db, actor, {
        action: `${actionPrefix}.create`,
        targetType,
        targetId: (after) => after.id,
        apply: async (trx) => {
          const fields = spec.fields(input);
          await spec.check?.(trx, actor.merchantId, fields);
          return view(await rows.insert(trx, actor.merchantId, fields));
        },
      }),

    update: (db: Db, actor: Actor, id: number, input: Input): Promise<View> =>
      changeRow(db, actor, id, 'update', async (trx) => {
        const fields = spec.fields(input);
        await spec.check?.(trx, actor.merchantId, fields, id);
        return view(await found(rows.update(trx, actor.merchantId, id, fields)));
      }),

    remove: (db: Db, actor: Actor, id: number): Promise<void> =>
      changeRow(db, actor, id, 'delete', async (trx) => {
        await found(rows.remove(trx, actor.merchantId, id));
      }),
  };
}
