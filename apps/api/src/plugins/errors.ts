import type { FastifyInstance } from 'fastify';
import { toErrorResponse } from '../lib/error-response.js';

export function errorHandlerPlugin(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request refused');
    return reply.status(status).send(body);
  });
}
