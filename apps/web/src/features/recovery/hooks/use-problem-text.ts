import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../lib/field-problems';

/** Pattern ids with a text of their own; any other id gets the general one. */
const describedPatterns = [
  'ANY',
  'USERNAME',
  'NO_SPACES',
  'EMAIL',
  'DIGITS',
  'ALPHANUMERIC',
  'DATE',
] as const;
type DescribedPattern = (typeof describedPatterns)[number];

const isDescribed = (id: string): id is DescribedPattern =>
  (describedPatterns as readonly string[]).includes(id);

/** The SPEC §5 text of a field's problem, with the field's label where the text names it. */
export function useProblemText() {
  const { t } = useTranslation();
  return useCallback(
    (problem: FieldProblem | undefined, label: string): string | null => {
      if (!problem) return null;
      switch (problem.kind) {
        case 'required':
          return t('recovery.rules.required', { label });
        case 'mismatch':
          return t('recovery.rules.mismatch');
        case 'weakDefault':
          return t('recovery.rules.weakDefault');
        case 'pattern':
          return t(
            `recovery.patterns.${isDescribed(problem.patternId) ? problem.patternId : 'OTHER'}`,
            {
              bounds: problem.bounds,
            },
          );
        case 'server':
          return problem.message;
      }
    },
    [t],
  );
}
