import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_RANGE_DAYS, rangeProblem, type DateRange } from '../../lib/date-range';
import { Button } from './button';
import { TextField } from './text-field';
import './date-range-filter.css';

export interface DateRangeFilterProps {
  /** The range the page shows now; the fields start from it. */
  value: DateRange;
  onApply: (range: DateRange) => void;
  maxDays?: number;
  /** More filters on the same row (a type or grouping select that applies at once). */
  children?: ReactNode;
  testId: string;
}

/**
 * From and to dates of a report, checked before the page asks for them: both real dates,
 * in order, at most `maxDays` days. The test ids are `<testId>-from`, `-to`, `-submit`.
 */
export function DateRangeFilter({
  value,
  onApply,
  maxDays = MAX_RANGE_DAYS,
  children,
  testId,
}: DateRangeFilterProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [submitted, setSubmitted] = useState(false);
  const problem = submitted ? rangeProblem(draft, maxDays) : null;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (rangeProblem(draft, maxDays) === null) onApply(draft);
  };

  const message = problem ? t(`dateRange.problems.${problem}`, { days: String(maxDays) }) : null;
  const onFrom = problem === 'fromInvalid' || problem === 'reversed' || problem === 'tooLong';
  return (
    <form
      className="date-range-filter"
      onSubmit={handleSubmit}
      noValidate
      aria-label={t('dateRange.label')}
      data-testid={testId}
    >
      <TextField
        type="date"
        label={t('dateRange.from')}
        value={draft.from}
        max={draft.to || undefined}
        onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
        error={onFrom ? message : null}
        testId={`${testId}-from`}
      />
      <TextField
        type="date"
        label={t('dateRange.to')}
        value={draft.to}
        min={draft.from || undefined}
        onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
        error={problem === 'toInvalid' ? message : null}
        testId={`${testId}-to`}
      />
      {children}
      <div className="date-range-filter__action">
        <Button type="submit" variant="primary" data-testid={`${testId}-submit`}>
          {t('dateRange.search')}
        </Button>
      </div>
    </form>
  );
}
