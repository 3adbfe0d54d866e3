/** Tests only: merchant rows and region rules written directly, and the cached copies dropped. */
export { forgetMerchants } from './merchant-directory.js';
export { updateMerchant } from './merchants.repo.js';
export { insert as insertRegionRule } from './region-rules.repo.js';
