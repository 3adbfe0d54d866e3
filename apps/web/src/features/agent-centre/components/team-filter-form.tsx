import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { TextField } from '../../../components/ui/text-field';
import type { TeamFilter } from '../hooks/use-team-filter';

export interface TeamFilterFormProps {
  filter: TeamFilter;
  /** The date filter's ids (`-from`, `-to`, `-submit`); the account field is `-account`. */
  testId: string;
  /** More filters on the same row. */
  children?: ReactNode;
}

/** Dates and one team account (or the whole team), applied together on search. */
export function TeamFilterForm({ filter, testId, children }: TeamFilterFormProps) {
  const { t } = useTranslation();
  return (
    <DateRangeFilter value={filter.range} onApply={filter.apply} testId={testId}>
      <TextField
        label={t('agent.account')}
        placeholder={t('agent.accountHint')}
        value={filter.accountDraft}
        onChange={(e) => filter.setAccountDraft(e.target.value)}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        testId={`${testId}-account`}
      />
      {children}
    </DateRangeFilter>
  );
}
