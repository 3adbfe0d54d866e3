/** Merchants (brands): settings, field rules, region rules, resources and access. */
export { decideAccess } from './access.service.js';
export type { Visitor } from './access.service.js';
export { setFieldRule } from './field-rules-admin.service.js';
export {
  getAnalytics,
  getLanguages,
  getMaintenance,
  setAnalytics,
  setLanguages,
  setMaintenance,
  setSetting,
  settingsTree,
} from './merchant-config.service.js';
export {
  brandOf,
  customerService,
  domainRoutes,
  fieldRules,
  loadSettings,
  merchantByCode,
  merchantById,
  normalizeHost,
  registerSettings,
  resolveMerchant,
  resources,
  whitelabelTree,
} from './merchants.service.js';
export type { Merchant } from './merchants.service.js';
export { getPasswordPolicy, setPasswordPolicy } from './password-policy.service.js';
export { provisionMerchant } from './provision.js';
export type { MerchantSpec } from './provision.js';
export { listRegionRules, regionRuleWrites } from './region-rules.service.js';
export { listAdminResources, resourceWrites } from './resources.service.js';
