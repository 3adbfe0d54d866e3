import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../lib/api-client';
import { formatMinor } from '../../../lib/money';
import { readLimitRefusal } from '../lib/limit-refusal';

/** A refused deposit in the player's language; a limit refusal also says what is left. */
export function useRefusalText(exponent: number, currency: string) {
  const { t, i18n } = useTranslation();
  return (error: unknown): string | null => {
    if (!error) return null;
    const text = t(errorKey(error));
    const limit = readLimitRefusal(error);
    if (!limit) return text;
    const remaining = formatMinor(limit.remaining, exponent, i18n.language, currency);
    return `${text} ${t(`deposit.limitLeft.${limit.period}`, { remaining })}`;
  };
}
