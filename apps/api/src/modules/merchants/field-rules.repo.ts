import type { FieldRule } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';

/** Writes one field's rule, adding the row if the merchant never had one for the field. */
export async function upsertFieldRule(db: Db, merchantId: number, rule: FieldRule): Promise<void> {
  const values = {
    pattern_id: rule.patternId,
    accepted_pattern: rule.acceptedPattern,
    min_length: rule.minLength,
    max_length: rule.maxLength,
    enabled: rule.enabled,
    required: rule.required,
  };
  await db
    .insertInto('registration_field_rule')
    .values({ merchant_id: merchantId, field: rule.field, ...values })
    .onConflict((oc) => oc.columns(['merchant_id', 'field']).doUpdateSet(values))
    .execute();
}
