import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositLimits } from '@sorteo/shared/contract/deposit';
import { FormFooter } from '../../../components/ui/form-footer';
import { TextField } from '../../../components/ui/text-field';
import { errorKey } from '../../../lib/api-client';
import { useUpdateDepositLimits } from '../api/deposit-limits';
import {
  limitFields,
  readLimitForm,
  waitsADay,
  type LimitField,
  type LimitTexts,
} from '../lib/limit-form';
import { minorToInput } from '../lib/minor-to-input';

export interface DepositLimitsFormProps {
  limits: DepositLimits;
  exponent: number;
  currency: string;
  /** Called after saving (`true`) or cancelling (`false`). */
  onDone: (changed: boolean) => void;
}

export function DepositLimitsForm({ limits, exponent, currency, onDone }: DepositLimitsFormProps) {
  const { t } = useTranslation();
  const current = {
    daily: limits.daily.current,
    weekly: limits.weekly.current,
    monthly: limits.monthly.current,
  };
  const [texts, setTexts] = useState<LimitTexts>(() => ({
    daily: current.daily === null ? '' : minorToInput(current.daily, exponent),
    weekly: current.weekly === null ? '' : minorToInput(current.weekly, exponent),
    monthly: current.monthly === null ? '' : minorToInput(current.monthly, exponent),
  }));
  const [problems, setProblems] = useState<Partial<Record<LimitField, 'invalid'>>>({});
  const update = useUpdateDepositLimits();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const result = readLimitForm(texts, exponent, current);
    if (result.problems) {
      setProblems(result.problems);
      return;
    }
    if (Object.keys(result.input).length === 0) {
      onDone(false);
      return;
    }
    update.mutate(result.input, { onSuccess: () => onDone(true) });
  };

  const willWait = limitFields.some((field) => {
    const next = readLimitForm(texts, exponent, current).input;
    return next && field in next && waitsADay(current[field], next[field] ?? null);
  });

  return (
    <form
      className="account-form"
      onSubmit={handleSubmit}
      noValidate
      data-testid="deposit-limits-form"
    >
      {limitFields.map((field) => (
        <TextField
          key={field}
          label={t('deposit.limits.inputLabel', {
            period: t(`deposit.limits.${field}`),
            currency,
          })}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('deposit.limits.nonePlaceholder')}
          value={texts[field]}
          onChange={(e) => {
            setTexts({ ...texts, [field]: e.target.value });
            setProblems({ ...problems, [field]: undefined });
          }}
          error={problems[field] ? t('deposit.amountProblem.invalid') : null}
          testId={`deposit-limit-input-${field}`}
        />
      ))}
      {willWait ? (
        <p className="form-notice" role="status" data-testid="deposit-limits-wait">
          {t('deposit.limits.waitNotice')}
        </p>
      ) : null}
      <FormFooter
        error={update.error ? t(errorKey(update.error)) : null}
        submitLabel={t('deposit.limits.save')}
        pending={update.isPending}
        cancel={{ label: t('deposit.limits.cancel'), onClick: () => onDone(false) }}
        testId="deposit-limits"
      />
    </form>
  );
}
