/** Encrypted request bodies: the keys players' browsers encrypt with. */
export { encryptionRoutes } from './encryption.routes.js';
export { createEncryptionService } from './encryption.service.js';
export type { EncryptionService } from './encryption.service.js';
