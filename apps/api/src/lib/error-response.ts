import { ErrorCode, type ErrorEnvelope, type FieldIssue } from '@sorteo/shared';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './errors.js';

/**
 * A NUL character PostgreSQL cannot store: character_not_in_repertoire in a text parameter,
 * untranslatable_character in a JSON one (`jsonRows`).
 */
const NUL_IN_TEXT: ReadonlySet<unknown> = new Set(['22021', '22P05']);

export type ErrorResponse = { status: number; body: ErrorEnvelope };

const byStatus: Record<number, ErrorCode> = {
  400: ErrorCode.BadRequest,
  401: ErrorCode.Unauthorized,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  405: ErrorCode.MethodNotAllowed,
  406: ErrorCode.BadRequest,
  409: ErrorCode.Conflict,
  413: ErrorCode.PayloadTooLarge,
  415: ErrorCode.UnsupportedMediaType,
  429: ErrorCode.RateLimited,
};

function validationFailed(issues: FieldIssue[]): ErrorResponse {
  const first = issues[0];
  return {
    status: 400,
    body: {
      success: false,
      code: ErrorCode.ValidationFailed,
      message: first ? `${first.field}: ${first.message}` : 'Invalid input',
      value: { field: first?.field ?? '', issues },
    },
  };
}

/** `/items/0/name` → `items.0.name`; an empty path names the part that was wrong. */
function dotted(instancePath: string, context: string | undefined): string {
  const path = instancePath.split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

/** Maps anything thrown to the envelope; 5xx answers never carry the original message. */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof AppError) {
    const body: ErrorEnvelope = { success: false, code: error.code, message: error.message };
    if (error.value) body.value = error.value;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    return validationFailed(
      error.validation.map((v) => ({
        field: dotted(v.instancePath, context),
        rule: v.keyword,
        message: v.message ?? 'invalid',
      })),
    );
  }
  if (error instanceof z.ZodError) {
    return validationFailed(
      error.issues.map((i) => ({
        field: i.path.map(String).join('.') || 'body',
        rule: i.code,
        message: i.message,
      })),
    );
  }
  // PostgreSQL's text holds no NUL character; input carrying one is refused, not a fault.
  if (NUL_IN_TEXT.has((error as { code?: unknown } | null)?.code)) {
    return {
      status: 400,
      body: { success: false, code: ErrorCode.BadRequest, message: 'Text may not contain NUL' },
    };
  }
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = error instanceof Error ? error.message : 'Bad request';
    return {
      status,
      body: { success: false, code: byStatus[status] ?? ErrorCode.BadRequest, message },
    };
  }
  return {
    status: 500,
    body: { success: false, code: ErrorCode.Internal, message: 'Internal server error' },
  };
}
