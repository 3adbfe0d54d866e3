import { encryptionEndpoints as calls } from '@sorteo/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { EncryptionService } from './encryption.service.js';

export const encryptionRoutes: FastifyPluginAsync<{ encryption: EncryptionService }> = async (
  app,
  { encryption },
) => {
  endpointRoute(app, calls.encryptionKey, {}, () => encryption.publicKey());
};
