import type { PasswordPolicy } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/errors.js';
import { changeUnderAudit, type Actor } from '../audit/index.js';
import { findMerchantById, updateMerchant } from './merchants.repo.js';

export async function getPasswordPolicy(db: Db, merchantId: number): Promise<PasswordPolicy> {
  const merchant = await findMerchantById(db, merchantId);
  if (!merchant) throw notFound('Merchant');
  return { weakDefaultPassword: merchant.weak_default_password };
}

/** The audit row says that the weak default changed, never what it is. */
const auditView = () => ({ weakDefaultPassword: '(hidden)' });

export async function setPasswordPolicy(
  db: Db,
  actor: Actor,
  input: PasswordPolicy,
): Promise<PasswordPolicy> {
  await changeUnderAudit(db, actor, {
    action: 'passwordPolicy.update',
    targetType: 'merchant',
    targetId: actor.merchantId,
    before: async () => auditView(),
    apply: async (trx) => {
      await updateMerchant(trx, actor.merchantId, {
        weak_default_password: input.weakDefaultPassword,
      });
      return auditView();
    },
  });
  return { weakDefaultPassword: input.weakDefaultPassword };
}
