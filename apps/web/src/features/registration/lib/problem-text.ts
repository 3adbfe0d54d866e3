import type { FieldRule } from '@sorteo/shared';
import { RegistrationRuleId } from '@sorteo/shared/contract/registration-rules';
import type { FieldProblem } from './validate-fields';

/** What to say about a problem: a text key, and the rule's bounds when the text has them. */
export type ProblemText = {
  key: string;
  /** The text says "(label) not empty": fill in the field's label. */
  withLabel?: boolean;
  bounds?: { min: number; max: number };
};

export type Translate = (key: string, values?: Record<string, string>) => string;

const patternPrefix = RegistrationRuleId.pattern('');
/** Said when a merchant's pattern id has no text of its own. */
export const fallbackPatternKey = `${patternPrefix}default`;

const takenKeys: Record<string, string> = {
  username: 'register.problems.usernameTaken',
  mobileNum: 'register.problems.mobileTaken',
};

/**
 * SPEC §5 texts for a field problem, whether the form or the API found it. A pattern
 * problem reads `reg_pattern_{patternId}`, which has `(min)` and `(max)` to fill.
 */
export function problemText(
  problem: FieldProblem,
  rule: FieldRule | undefined,
  hasText: (key: string) => boolean,
): ProblemText {
  if (problem.rule === RegistrationRuleId.required) {
    return { key: 'register.problems.notEmpty', withLabel: true };
  }
  if (problem.rule === RegistrationRuleId.mismatch)
    return { key: 'register.problems.inconsistent' };
  if (problem.rule.startsWith(patternPrefix)) {
    if (!rule) return { key: 'register.problems.invalid' };
    const key = hasText(problem.rule) ? problem.rule : fallbackPatternKey;
    return { key, bounds: { min: rule.minLength, max: rule.maxLength } };
  }
  switch (problem.rule) {
    case 'taken':
      return { key: takenKeys[problem.field] ?? 'register.problems.taken' };
    case 'unknown':
      return { key: 'register.problems.unknownCode' };
    case 'weak_default':
      return { key: 'register.problems.weakDefault' };
    case RegistrationRuleId.notAllowed:
      return { key: 'register.problems.notAccepted' };
    default:
      return { key: 'register.problems.invalid' };
  }
}

/**
 * Fills `(min)` and `(max)`; when they are equal the "(min) - (max)" range reads as the one
 * number (SPEC §5).
 */
export function fillBounds(text: string, min: number, max: number): string {
  const ranged = min === max ? text.replace(/\(min\)\s*-\s*\(max\)/g, String(min)) : text;
  return ranged.replace(/\(min\)/g, String(min)).replace(/\(max\)/g, String(max));
}

export function renderProblem(t: Translate, text: ProblemText, label: string): string {
  const said = t(text.key, text.withLabel ? { label } : undefined);
  return text.bounds ? fillBounds(said, text.bounds.min, text.bounds.max) : said;
}

/** The API names a few fields differently from the form. */
const formFieldOf: Record<string, string> = { mobileNo: 'mobileNum', captchaId: 'captcha' };

export function formField(apiField: string): string {
  return formFieldOf[apiField] ?? apiField;
}
