import type {
  AnalyticsSetting,
  Maintenance,
  ModId,
  WhitelabelNode,
  languagesInputSchema,
  maintenanceInputSchema,
} from '@sorteo/shared';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import type { MerchantRow, MerchantUpdate } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { changeUnderAudit, type Actor } from '../audit/index.js';
import { forgetMerchants } from './merchant-directory.js';
import { findMerchantById, updateMerchant, upsertSetting } from './merchants.repo.js';
import { loadSettings, whitelabelTree } from './merchants.service.js';

type MaintenanceInput = z.infer<typeof maintenanceInputSchema>;
type LanguagesInput = z.infer<typeof languagesInputSchema>;

async function merchantOf(db: Db, merchantId: number): Promise<MerchantRow> {
  const merchant = await findMerchantById(db, merchantId);
  if (!merchant) throw notFound('Merchant');
  return merchant;
}

/**
 * Changes the actor's merchant row; `view` picks what the caller and the audit row see. The
 * processes' copies of the row are dropped again once the change has committed.
 */
async function updateMerchantUnderAudit<View>(
  db: Db,
  actor: Actor,
  action: string,
  view: (merchant: MerchantRow) => View,
  changes: MerchantUpdate,
): Promise<View> {
  const changed = await changeUnderAudit(db, actor, {
    action,
    targetType: 'merchant',
    targetId: actor.merchantId,
    before: async (trx) => view(await merchantOf(trx, actor.merchantId)),
    apply: async (trx) => view(await updateMerchant(trx, actor.merchantId, changes)),
  });
  forgetMerchants();
  return changed;
}

export async function settingsTree(db: Db, merchantId: number): Promise<WhitelabelNode[]> {
  return whitelabelTree(await loadSettings(db, merchantId));
}

/** The tree is read after the commit: the audit records the one flag, the caller sees all. */
export async function setSetting(
  db: Db,
  actor: Actor,
  modId: ModId,
  enabled: boolean,
): Promise<WhitelabelNode[]> {
  await changeUnderAudit(db, actor, {
    action: 'setting.update',
    targetType: 'setting_node',
    targetId: modId,
    before: async (trx) => ({
      enabled: (await loadSettings(trx, actor.merchantId)).get(modId) ?? false,
    }),
    apply: async (trx) => {
      await upsertSetting(trx, actor.merchantId, modId, enabled);
      return { enabled };
    },
  });
  return settingsTree(db, actor.merchantId);
}

const toMaintenance = (m: MerchantRow): Maintenance => ({
  enabled: m.maintenance_enabled,
  message: m.maintenance_message,
  allowList: m.maintenance_allow_list,
});

export async function getMaintenance(db: Db, merchantId: number): Promise<Maintenance> {
  return toMaintenance(await merchantOf(db, merchantId));
}

export const setMaintenance = (db: Db, actor: Actor, input: MaintenanceInput) =>
  updateMerchantUnderAudit(db, actor, 'maintenance.update', toMaintenance, {
    maintenance_enabled: input.enabled,
    maintenance_message: input.message,
    maintenance_allow_list: JSON.stringify([...new Set(input.allowList)]),
  });

export function getLanguages(db: Db, merchantId: number) {
  return merchantOf(db, merchantId).then(toLanguages);
}

const toLanguages = (m: MerchantRow) => ({
  defaultLanguage: m.default_language as LanguagesInput['defaultLanguage'],
  supportedLanguages: m.supported_languages as LanguagesInput['supportedLanguages'],
});

export const setLanguages = (db: Db, actor: Actor, input: LanguagesInput) =>
  updateMerchantUnderAudit(db, actor, 'languages.update', toLanguages, {
    default_language: input.defaultLanguage,
    supported_languages: JSON.stringify([...new Set(input.supportedLanguages)]),
  });

const toAnalytics = (m: MerchantRow): AnalyticsSetting => ({ gtagId: m.gtag_id });

export function getAnalytics(db: Db, merchantId: number): Promise<AnalyticsSetting> {
  return merchantOf(db, merchantId).then(toAnalytics);
}

export const setAnalytics = (db: Db, actor: Actor, input: AnalyticsSetting) =>
  updateMerchantUnderAudit(db, actor, 'analytics.update', toAnalytics, {
    gtag_id: input.gtagId,
  });
