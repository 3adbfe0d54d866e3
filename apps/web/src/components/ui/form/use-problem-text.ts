import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../../lib/field-rule-messages';
import { problemText, type ProblemSubject } from './problem-text';

/** The text of a field's problem in the visitor's language; null when there is none. */
export function useProblemText() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (problem: string | undefined, subject: ProblemSubject): string | null => {
      if (!problem) return null;
      const translate: Translate = (key, values) => String(t(key as never, values as never));
      return problemText(problem, subject, translate, (key) => i18n.exists(key));
    },
    [t, i18n],
  );
}
