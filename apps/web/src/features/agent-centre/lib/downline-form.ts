import type { CreateDownlineRequest } from '@sorteo/shared/contract/agent-centre';
import { ApiError, errorKey } from '../../../lib/api-client';
import { fieldRuleMessage, type FieldRuleMessage } from '../../../lib/field-rule-messages';

export type DownlineType = CreateDownlineRequest['type'];

export interface DownlineTexts {
  username: string;
  password: string;
  confirmPassword: string;
  type: DownlineType;
}

export type DownlineField = keyof DownlineTexts;
export type DownlineProblems = Partial<Record<DownlineField, FieldRuleMessage>>;

export const emptyDownline: DownlineTexts = {
  username: '',
  password: '',
  confirmPassword: '',
  type: 0,
};

const fields: readonly DownlineField[] = ['username', 'password', 'confirmPassword', 'type'];
const isField = (name: string): name is DownlineField => (fields as string[]).includes(name);

const required: FieldRuleMessage = { key: 'register.problems.notEmpty', withLabel: true };
const mismatch: FieldRuleMessage = { key: 'register.problems.inconsistent' };

export type DownlineCheck =
  { value: CreateDownlineRequest; problems: null } | { value: null; problems: DownlineProblems };

/**
 * What the form can tell before sending: every field filled, both passwords the same. The
 * merchant's username and password rules are the server's to apply (SPEC §5).
 */
export function checkDownlineForm(texts: DownlineTexts): DownlineCheck {
  const problems: DownlineProblems = {};
  const username = texts.username.trim();
  if (!username) problems.username = required;
  if (!texts.password) problems.password = required;
  if (!texts.confirmPassword) problems.confirmPassword = required;
  else if (texts.password && texts.confirmPassword !== texts.password) {
    problems.confirmPassword = mismatch;
  }
  if (Object.keys(problems).length > 0) return { value: null, problems };
  return { value: { ...texts, username }, problems: null };
}

type Issue = { field: string; rule: string };

function issuesOf(value: unknown): Issue[] {
  const issues = (value as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (i): i is Issue =>
      typeof (i as Issue | null)?.field === 'string' && typeof (i as Issue).rule === 'string',
  );
}

export interface DownlineFailure {
  fields: DownlineProblems;
  /** The text above the submit button, when no field takes the problem. */
  form: FieldRuleMessage | null;
}

/**
 * Where a refused creation is shown: each of the API's `issues` under its field (the
 * registration rules' texts), else the error's own text under the field `value.field`
 * names, else above the submit button.
 */
export function downlineFailure(
  error: unknown,
  hasText: (key: string) => boolean,
): DownlineFailure {
  const failure: DownlineFailure = { fields: {}, form: null };
  const place = (field: string | undefined, text: FieldRuleMessage) => {
    if (field && isField(field)) failure.fields[field] ??= text;
    else failure.form ??= text;
  };
  const issues = error instanceof ApiError ? issuesOf(error.value) : [];
  for (const issue of issues) {
    place(
      issue.field,
      fieldRuleMessage({ field: issue.field, rule: issue.rule }, undefined, hasText),
    );
  }
  if (issues.length === 0) {
    const field = error instanceof ApiError ? error.value?.field : undefined;
    place(field, { key: errorKey(error) });
  }
  return failure;
}
