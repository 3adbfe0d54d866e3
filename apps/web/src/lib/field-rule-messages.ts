import { RegistrationRuleId } from '@sorteo/shared/contract/registration-rules';

/**
 * A field's broken rule, whether the form's own check or the API's `issues` found it:
 * a `RegistrationRuleId` ('required', 'mismatch', 'reg_pattern_{patternId}', …) or one
 * of the API's own ('taken', 'unknown', 'weak_default').
 */
export type RuleProblem = { rule: string; field?: string };

/** The merchant's length bounds of the field's rule, for the pattern texts. */
export type RuleBounds = { min: number; max: number };

/** What to say about a problem: a text key, and what to fill into the text. */
export type FieldRuleMessage = {
  key: string;
  /** The text says "(label) not empty": fill in the field's label. */
  withLabel?: boolean;
  bounds?: RuleBounds;
};

export type Translate = (key: string, values?: Record<string, string>) => string;

const patternPrefix = RegistrationRuleId.pattern('');
/** Said when a merchant's pattern id has no text of its own. */
export const fallbackPatternKey = `${patternPrefix}default`;

const takenKeys: Record<string, string> = {
  username: 'register.problems.usernameTaken',
  mobileNum: 'register.problems.mobileTaken',
};

/** Rules with a text of their own (any other is said as "check this value"). */
const namedRules: ReadonlySet<string> = new Set([
  RegistrationRuleId.required,
  RegistrationRuleId.mismatch,
  RegistrationRuleId.notAllowed,
  'taken',
  'unknown',
  'weak_default',
]);

/** Whether `fieldRuleMessage` has a text of its own for `rule`. */
export const isKnownRule = (rule: string): boolean =>
  namedRules.has(rule) || rule.startsWith(patternPrefix);

/** The bounds of a merchant's field rule, when it is known. */
export const boundsOf = (
  rule: { minLength: number; maxLength: number } | undefined,
): RuleBounds | undefined => (rule ? { min: rule.minLength, max: rule.maxLength } : undefined);

/**
 * SPEC §5 text of a field problem. A pattern problem reads `reg_pattern_{patternId}`,
 * which has `(min)` and `(max)` to fill; without the rule's bounds it cannot be said.
 */
export function fieldRuleMessage(
  problem: RuleProblem,
  bounds: RuleBounds | undefined,
  hasText: (key: string) => boolean,
): FieldRuleMessage {
  if (problem.rule === RegistrationRuleId.required) {
    return { key: 'register.problems.notEmpty', withLabel: true };
  }
  if (problem.rule === RegistrationRuleId.mismatch)
    return { key: 'register.problems.inconsistent' };
  if (problem.rule.startsWith(patternPrefix)) {
    if (!bounds) return { key: 'register.problems.invalid' };
    return { key: hasText(problem.rule) ? problem.rule : fallbackPatternKey, bounds };
  }
  switch (problem.rule) {
    case 'taken':
      return { key: takenKeys[problem.field ?? ''] ?? 'register.problems.taken' };
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

/** The message in the visitor's language, `label` being the field's own. */
export function renderFieldRuleMessage(
  t: Translate,
  message: FieldRuleMessage,
  label: string,
): string {
  const said = t(message.key, message.withLabel ? { label } : undefined);
  return message.bounds ? fillBounds(said, message.bounds.min, message.bounds.max) : said;
}
