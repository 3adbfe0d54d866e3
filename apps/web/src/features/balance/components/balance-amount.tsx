import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../lib/money';
import type { WalletBalanceView } from '../api/get-balance';

export interface BalanceAmountProps {
  balance: WalletBalanceView | undefined;
  /** The first fetch failed: a dash instead of the placeholder, refresh tries again. */
  failed?: boolean;
  hidden: boolean;
  testId: string;
}

/**
 * The balance in the active language, a mask when hidden, and an "updating" placeholder
 * until the first answer (SPEC §2 "Header").
 */
export function BalanceAmount({ balance, failed, hidden, testId }: BalanceAmountProps) {
  const { t, i18n } = useTranslation();
  if (!balance && failed) {
    return (
      <span className="balance-amount" data-testid={testId}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('wallet.balance.failed')}</span>
      </span>
    );
  }
  if (!balance) {
    return (
      <span
        className="balance-amount balance-amount--pending"
        aria-busy="true"
        data-testid={testId}
      >
        {t('wallet.balance.updating')}
      </span>
    );
  }
  if (hidden) {
    return (
      <span className="balance-amount" data-testid={testId}>
        <span aria-hidden="true">••••••</span>
        <span className="visually-hidden">{t('wallet.balance.hiddenValue')}</span>
      </span>
    );
  }
  // Number and currency apart, so a narrow header can stack them.
  return (
    <span className="balance-amount" data-testid={testId}>
      <span className="balance-amount__value">
        {formatMinor(balance.sumBalance, balance.currencyExponent, i18n.language)}
      </span>{' '}
      <span className="balance-amount__currency">{balance.currency}</span>
    </span>
  );
}
