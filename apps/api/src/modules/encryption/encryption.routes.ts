import { encryptionKeySchema } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope.js';
import type { EncryptionService } from './encryption.service.js';

export const encryptionRoutes: FastifyPluginAsyncZod<{ encryption: EncryptionService }> = async (
  app,
  { encryption },
) => {
  app.get(
    '/wps/system/encryption-key',
    {
      schema: {
        tags: ['system'],
        summary: 'Public key for encrypted calls (docs/encrypted-calls.md)',
        response: replies(encryptionKeySchema),
      },
    },
    async () => ok(await encryption.publicKey()),
  );
};
