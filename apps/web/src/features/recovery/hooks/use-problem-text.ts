import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fieldRuleMessage,
  renderFieldRuleMessage,
  type Translate,
} from '../../../lib/field-rule-messages';
import type { FieldProblem } from '../lib/field-problems';

/** The SPEC §5 text of a field's problem, with the field's label where the text names it. */
export function useProblemText() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (problem: FieldProblem | undefined, label: string): string | null => {
      if (!problem) return null;
      if (problem.kind === 'server') return problem.message;
      const translate: Translate = (key, values) => String(t(key as never, values as never));
      const message = fieldRuleMessage(problem, problem.bounds, (key) => i18n.exists(key));
      return renderFieldRuleMessage(translate, message, label);
    },
    [t, i18n],
  );
}
