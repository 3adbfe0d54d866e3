import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositLimit, DepositLimits } from '@sorteo/shared/contract/deposit';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorKey } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { formatMinor } from '../../../lib/money';
import { useDepositLimits } from '../api/deposit-limits';
import { limitFields, type LimitField } from '../lib/limit-form';
import { DepositLimitsForm } from './deposit-limits-form';

interface LimitsViewProps {
  limits: DepositLimits;
  currency: string;
  exponent: number;
}

function LimitRow({
  field,
  limit,
  currency,
  exponent,
  timeZone,
}: {
  field: LimitField;
  limit: DepositLimit;
  currency: string;
  exponent: number;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number | null) =>
    amount === null
      ? t('deposit.limits.none')
      : formatMinor(amount, exponent, i18n.language, currency);
  return (
    <div className="deposit-limit" data-testid={`deposit-limit-${field}`}>
      <dt>{t(`deposit.limits.${field}`)}</dt>
      <dd>
        <span data-testid={`deposit-limit-${field}-current`}>{money(limit.current)}</span>
        {limit.pending ? (
          <span className="deposit-limit__pending" data-testid={`deposit-limit-${field}-pending`}>
            {t('deposit.limits.pending', {
              amount: money(limit.pending.amount),
              at: formatDateTime(limit.pending.effectiveAt, timeZone),
            })}
          </span>
        ) : null}
      </dd>
    </div>
  );
}

function LimitsView({ limits, currency, exponent }: LimitsViewProps) {
  return (
    <dl className="deposit-limits__list">
      {limitFields.map((field) => (
        <LimitRow
          key={field}
          field={field}
          limit={limits[field]}
          currency={currency}
          exponent={exponent}
          timeZone={limits.timeZone}
        />
      ))}
    </dl>
  );
}

/**
 * The player's own deposit limits (responsible gambling): what is in force, what waits,
 * and a form to change them; a raise or removal waits 24 hours.
 */
export function DepositLimitsPanel({ currency, exponent }: { currency: string; exponent: number }) {
  const { t } = useTranslation();
  const limits = useDepositLimits();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  let body;
  if (limits.isPending) {
    body = <Skeleton lines={3} testId="deposit-limits-loading" />;
  } else if (limits.isError) {
    body = <ErrorState message={t(errorKey(limits.error))} onRetry={() => void limits.refetch()} />;
  } else if (editing) {
    body = (
      <DepositLimitsForm
        limits={limits.data}
        exponent={exponent}
        currency={currency}
        onDone={(changed) => {
          setEditing(false);
          setSaved(changed);
        }}
      />
    );
  } else {
    body = (
      <>
        <LimitsView limits={limits.data} currency={currency} exponent={exponent} />
        {saved ? (
          <p className="form-success" role="status" data-testid="deposit-limits-saved">
            {t('deposit.limits.saved')}
          </p>
        ) : null}
        <div className="form-actions">
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
            data-testid="deposit-limits-edit"
          >
            {t('deposit.limits.edit')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <section
      className="deposit-panel"
      aria-labelledby="deposit-limits-title"
      data-testid="deposit-limits"
    >
      <h2 id="deposit-limits-title" className="page__section-title">
        {t('deposit.limits.title')}
      </h2>
      <p className="form-muted">{t('deposit.limits.explain')}</p>
      {body}
    </section>
  );
}
