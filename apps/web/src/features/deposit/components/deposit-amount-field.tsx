import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { formatMinor } from '../../../lib/money';

export interface DepositAmountFieldProps<T extends FieldValues, C, O> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  /** The method's bounds, in minor units. */
  bounds: { minAmount: number; maxAmount: number };
  exponent: number;
  currency: string;
}

/** The amount a deposit form asks for, with the method's bounds below it. */
export function DepositAmountField<T extends FieldValues, C, O>({
  control,
  name,
  bounds,
  exponent,
  currency,
}: DepositAmountFieldProps<T, C, O>) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMinor(minor, exponent, i18n.language, currency);
  const range = { min: money(bounds.minAmount), max: money(bounds.maxAmount) };
  return (
    <>
      <FormTextField
        control={control}
        name={name}
        label={t('deposit.amount', { currency })}
        problemValues={range}
        inputMode="decimal"
        autoComplete="off"
        starred
        testId="deposit-amount"
      />
      <p className="form-muted" data-testid="deposit-amount-range">
        {t('deposit.amountRange', range)}
      </p>
    </>
  );
}
