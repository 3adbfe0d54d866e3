import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import type { useAmountField } from '../hooks/use-amount-field';

export interface DepositAmountFieldProps {
  amount: ReturnType<typeof useAmountField>;
  currency: string;
}

/** The amount a deposit form asks for, with the method's bounds below it. */
export function DepositAmountField({ amount, currency }: DepositAmountFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('deposit.amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        value={amount.text}
        onChange={(e) => amount.setText(e.target.value)}
        error={amount.error}
        starred
        testId="deposit-amount"
      />
      <p className="form-muted" data-testid="deposit-amount-range">
        {amount.hint}
      </p>
    </>
  );
}
