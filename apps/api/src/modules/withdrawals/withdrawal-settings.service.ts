import type { WithdrawalLimits, WithdrawalSettings } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { toMinor } from '../../lib/money.js';
import { changeUnderAudit, type Actor } from '../audit/index.js';
import { merchantById, type Merchant } from '../merchants/index.js';
import { findWithdrawalSetting, saveWithdrawalSetting } from './withdrawal-settings.repo.js';

/** Until an operator sets them: 1 to 1,000,000 major units, confirmed within 30 minutes. */
export function defaultWithdrawalSettings(currencyExponent: number): WithdrawalSettings {
  const unit = 10 ** currencyExponent;
  return { minAmount: unit, maxAmount: 1_000_000 * unit, confirmationWindowMinutes: 30 };
}

export async function withdrawalSettings(
  db: Db,
  merchant: Pick<Merchant, 'id' | 'currency_exponent'>,
): Promise<WithdrawalSettings> {
  const row = await findWithdrawalSetting(db, merchant.id);
  if (!row) return defaultWithdrawalSettings(merchant.currency_exponent);
  return {
    minAmount: toMinor(row.min_amount),
    maxAmount: toMinor(row.max_amount),
    confirmationWindowMinutes: row.confirmation_window_minutes,
  };
}

export async function withdrawalLimits(db: Db, merchant: Merchant): Promise<WithdrawalLimits> {
  const settings = await withdrawalSettings(db, merchant);
  return {
    minAmount: settings.minAmount,
    maxAmount: settings.maxAmount,
    currency: merchant.currency,
    currencyExponent: merchant.currency_exponent,
  };
}

async function requireMerchant(db: Db, id: number): Promise<Merchant> {
  const merchant = await merchantById(db, id);
  if (!merchant) throw new Error(`merchant ${id} not found`);
  return merchant;
}

export async function withdrawalSettingsOf(db: Db, merchantId: number) {
  return withdrawalSettings(db, await requireMerchant(db, merchantId));
}

export async function replaceWithdrawalSettings(
  db: Db,
  actor: Actor,
  input: WithdrawalSettings,
  now = new Date(),
): Promise<WithdrawalSettings> {
  const merchant = await requireMerchant(db, actor.merchantId);
  return changeUnderAudit(db, actor, {
    action: 'withdrawal-settings.update',
    targetType: 'withdrawal-settings',
    targetId: actor.merchantId,
    before: (trx) => withdrawalSettings(trx, merchant),
    apply: async (trx) => {
      await saveWithdrawalSetting(trx, actor.merchantId, input, now);
      return withdrawalSettings(trx, merchant);
    },
  });
}
