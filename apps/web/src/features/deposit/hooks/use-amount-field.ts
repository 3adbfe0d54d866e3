import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../lib/money';
import { checkAmount, type AmountProblem } from '../../balance/lib/amount-check';

interface Bounds {
  minAmount: number;
  maxAmount: number;
}

/** The amount of a deposit form: its text, its problem once checked, and the bounds line. */
export function useAmountField(bounds: Bounds, exponent: number, currency: string) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const money = (minor: number) => formatMinor(minor, exponent, i18n.language, currency);
  const range = { min: money(bounds.minAmount), max: money(bounds.maxAmount) };

  return {
    text,
    setText: (value: string) => {
      setText(value);
      setProblem(null);
    },
    error: problem ? t(`deposit.amountProblem.${problem}`, range) : null,
    hint: t('deposit.amountRange', range),
    /** The amount in minor units, or null with the problem shown. */
    check: () => {
      const result = checkAmount(text, exponent, bounds);
      setProblem(result.problem);
      return result.amount;
    },
    reset: () => {
      setText('');
      setProblem(null);
    },
  };
}
