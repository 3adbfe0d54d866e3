import { ErrorCode } from '@sorteo/shared';

/** An error whose status, code and message are safe to show to the caller. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message?: string,
    readonly value?: Record<string, unknown>,
  ) {
    super(message ?? code);
  }
}

export const notFound = (what: string) =>
  new AppError(404, ErrorCode.NotFound, `${what} not found`);
