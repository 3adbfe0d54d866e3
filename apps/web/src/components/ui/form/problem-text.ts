import type { FieldRule } from '@sorteo/shared';
import { RegistrationRuleId } from '@sorteo/shared/contract/registration-rules';
import {
  boundsOf,
  fieldRuleMessage,
  renderFieldRuleMessage,
  type Translate,
} from '../../../lib/field-rule-messages';

/** What a field's problem is said about. */
export interface ProblemSubject {
  /** The field's label, for the texts that name it. */
  label: string;
  /** The form's name of the field, for texts that depend on it ('taken'). */
  field?: string;
  /** The merchant's rule behind the field: its bounds fill the pattern texts. */
  rule?: FieldRule;
  /** What a text-key problem's text fills in besides the label (an amount's bounds). */
  values?: Record<string, string>;
}

/**
 * The text of a form problem as the schemas and `applyServerProblems` write it into a
 * field's error: either a text key (`withdraw.problems.required`, `errors.CONFLICT`) or a
 * rule id the web and the API share ('required', 'mismatch', 'reg_pattern_{patternId}',
 * 'taken', …), said as SPEC §5 says it. Anything else reads as "check this value", so a
 * message written for developers never reaches the page.
 */
export function problemText(
  problem: string,
  subject: ProblemSubject,
  t: Translate,
  hasText: (key: string) => boolean,
): string {
  const { label, field, rule, values } = subject;
  if (problem.includes('.') && hasText(problem)) return t(problem, { ...values, label });
  const ownPattern = rule !== undefined && problem === RegistrationRuleId.pattern(rule.patternId);
  const message = fieldRuleMessage(
    { rule: problem, field },
    ownPattern ? boundsOf(rule) : undefined,
    hasText,
  );
  return renderFieldRuleMessage(t, message, label);
}
