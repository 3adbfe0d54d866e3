import { ErrorCode, type FieldIssue } from '@sorteo/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.js';

/** A 400 naming the fields at fault, shaped like the route validator's own answers. */
export function invalidFields(issues: FieldIssue[]): AppError {
  const first = issues[0]!;
  return new AppError(400, ErrorCode.ValidationFailed, `${first.field}: ${first.message}`, {
    field: first.field,
    issues,
  });
}

export const invalidField = (field: string, rule: string, message: string) =>
  invalidFields([{ field, rule, message }]);

/** Issues of a rules schema carry their rule id in `params.rule`. */
export function issuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    const params = (issue as { params?: { rule?: unknown } }).params;
    return {
      field: issue.path.map(String).join('.') || 'body',
      rule: typeof params?.rule === 'string' ? params.rule : issue.code,
      message: issue.message,
    };
  });
}
