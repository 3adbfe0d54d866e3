import type { Endpoint, HandlerInput, ResponseOf } from '@sorteo/shared';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { ok, replies } from './envelope.js';

export type EndpointRouteOptions = {
  /** Runs before the handler: a session check, say. */
  preHandler?: (request: FastifyRequest) => Promise<void>;
  /** The OpenAPI security the route asks for (`memberSecurity`, ...). */
  security?: readonly Record<string, readonly string[]>[];
  /** The route's own settings: `{ encrypted: true }` for a sealed body, say. */
  config?: FastifyContextConfig;
};

/**
 * Registers an endpoint of the shared contract: its schemas check what comes in (a 400 with
 * the field at fault otherwise), and the handler's answer goes out in the envelope, written
 * by the response schema. The handler gets the parsed parameters, query and body.
 */
export function endpointRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointRouteOptions,
  handler: (input: HandlerInput<E>, request: FastifyRequest) => Promise<ResponseOf<E>>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.config ? { config: options.config } : {}),
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(options.security ? { security: options.security.map((s) => ({ ...s })) } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: replies(endpoint.response),
    },
    handler: async (request) => {
      const input = { params: request.params, query: request.query, body: request.body };
      return ok(await handler(input as HandlerInput<E>, request));
    },
  });
}
