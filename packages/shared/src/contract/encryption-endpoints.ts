import { encryptionKeySchema } from './encryption.js';
import { endpoint } from './endpoint.js';

/** The server's public key that encrypted calls seal their bodies to. */
export const encryptionEndpoints = {
  encryptionKey: endpoint({
    method: 'GET',
    path: '/wps/system/encryption-key',
    summary: 'Public key for encrypted calls (docs/encrypted-calls.md)',
    tags: ['system'],
    response: encryptionKeySchema,
  }),
};
