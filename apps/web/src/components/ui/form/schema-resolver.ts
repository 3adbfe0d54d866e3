import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { RegistrationRuleId } from '@sorteo/shared/contract/registration-rules';

/** How a form says the problems its schema gives no text of its own. */
export interface SchemaProblems {
  /** An empty value: a rule id or a text key, `required` unless told. */
  required?: string;
  /** An empty value of the fields named here, said each its own way. */
  requiredBy?: Record<string, string>;
  /** Any other value the schema refuses: "check this value" unless told. */
  invalid?: string;
  /** Any other value of the fields named here, said each its own way. */
  invalidBy?: Record<string, string>;
}

/** Said as "check this value" (`register.problems.invalid`). */
export const invalidProblem = 'invalid';

/**
 * The form problem of a schema issue that carries no text of its own (the shared schemas
 * speak to developers): an empty value is `required`, anything else `invalid`.
 */
export function issueProblem(issue: z.core.$ZodRawIssue, problems: SchemaProblems = {}): string {
  const empty = issue.input === '' || issue.input === undefined;
  const field = String(issue.path?.[0] ?? '');
  return empty
    ? (problems.requiredBy?.[field] ?? problems.required ?? RegistrationRuleId.required)
    : (problems.invalidBy?.[field] ?? problems.invalid ?? invalidProblem);
}

/**
 * Resolves a form with `schema`: the shared schema of the form's call, with the web's own
 * rules added. Their issues' messages are the problems shown under the fields.
 */
export function schemaResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  problems?: SchemaProblems,
): Resolver<Input, unknown, Output> {
  return zodResolver(schema, { error: (issue) => issueProblem(issue, problems) });
}
