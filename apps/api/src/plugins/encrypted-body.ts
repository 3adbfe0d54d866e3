import { encryptedBodySchema, encryptionAad } from '@sorteo/shared';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { EncryptionService } from '../modules/encryption/index.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body arrives encrypted (docs/encrypted-calls.md); plain text is refused. */
    encrypted?: boolean;
  }
}

type SwaggerInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The document shows what travels, the envelope, and keeps the route's own body schema as
 * `x-plaintext-payload` so a client still learns what to seal.
 */
function documentEncryptedBody(input: SwaggerInput): { schema: FastifySchema; url: string } {
  const plain = jsonSchemaTransform(input);
  const sealed = jsonSchemaTransform({
    ...input,
    schema: { ...input.schema, body: encryptedBodySchema },
  });
  return {
    url: sealed.url,
    schema: {
      ...sealed.schema,
      body: {
        ...(sealed.schema.body as object),
        description: 'Encrypted body (docs/encrypted-calls.md) sealing x-plaintext-payload',
        'x-plaintext-payload': plain.schema.body,
      },
    },
  };
}

/**
 * Routes with `config: { encrypted: true }` get their body opened before the route's zod
 * schema sees it, so the schema validates the real payload.
 */
export function encryptedBodyPlugin(app: FastifyInstance, encryption: EncryptionService): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.encrypted) {
      route.config = { ...route.config, swaggerTransform: documentEncryptedBody };
    }
  });
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.encrypted) return;
    request.body = await encryption.open(request.body, encryptionAad(request.method, request.url));
  });
}
