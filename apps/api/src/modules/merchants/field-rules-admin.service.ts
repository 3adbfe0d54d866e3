import type { FieldRule, FieldRuleInput, RegistrationField } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { changeUnderAudit, type Actor } from '../audit/index.js';
import { upsertFieldRule } from './field-rules.repo.js';
import { fieldRules } from './merchants.service.js';

/**
 * Changes one registration field rule. Registration (both the API's check and the form)
 * reads the rules on every use, so the change applies to the next visitor at once.
 */
export async function setFieldRule(
  db: Db,
  actor: Actor,
  field: RegistrationField,
  input: FieldRuleInput,
): Promise<FieldRule[]> {
  const rule: FieldRule = { field, ...input };
  await changeUnderAudit(db, actor, {
    action: 'field_rule.update',
    targetType: 'registration_field_rule',
    targetId: field,
    before: async (trx) => (await fieldRules(trx, actor.merchantId)).find((r) => r.field === field),
    apply: async (trx) => {
      await upsertFieldRule(trx, actor.merchantId, rule);
      return rule;
    },
  });
  return fieldRules(db, actor.merchantId);
}
