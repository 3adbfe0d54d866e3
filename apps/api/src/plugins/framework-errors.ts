import { ErrorCode, type ErrorEnvelope } from '@sorteo/shared';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

const envelope = (code: ErrorCode, message: string): ErrorEnvelope => ({
  success: false,
  code,
  message,
});

/**
 * What the router refuses before any route runs (a path that is not valid UTF-8, a path
 * parameter over its length limit) answers the same envelope as everything else.
 */
export function frameworkErrors(
  error: Error & { statusCode?: number },
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode === 414 ? 414 : 400;
  const body =
    status === 414
      ? envelope(ErrorCode.UriTooLong, 'A path parameter is too long')
      : envelope(ErrorCode.BadRequest, 'The path is not a valid URL');
  request.log.info({ code: body.code, status }, 'request refused');
  void reply.status(status).send(body);
}

/** The status and envelope of a request Node's HTTP parser refused before Fastify saw it. */
function parserRefusal(code: string | undefined): { status: number; body: ErrorEnvelope } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      body: envelope(ErrorCode.HeadersTooLarge, 'The request line and headers are too large'),
    };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, body: envelope(ErrorCode.BadRequest, 'The request took too long') };
  return { status: 400, body: envelope(ErrorCode.BadRequest, 'The request is malformed') };
}

/** Node's `clientError`: written straight to the socket, which is then closed. */
export const clientErrorHandler: FastifyServerOptions['clientErrorHandler'] = function (
  error: Error & { code?: string },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = parserRefusal(error.code);
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
};
