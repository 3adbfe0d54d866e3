import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon, RefreshIcon } from './balance-icons';

export interface BalanceControlsProps {
  hidden: boolean;
  onToggleHidden: () => void;
  fetching: boolean;
  onRefresh: () => void;
  testId: string;
}

/** Hide/show and refresh beside a balance; refresh spins while the balance is fetched. */
export function BalanceControls({
  hidden,
  onToggleHidden,
  fetching,
  onRefresh,
  testId,
}: BalanceControlsProps) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="balance-control"
        aria-pressed={hidden}
        aria-label={hidden ? t('wallet.balance.show') : t('wallet.balance.hide')}
        title={hidden ? t('wallet.balance.show') : t('wallet.balance.hide')}
        onClick={onToggleHidden}
        data-testid={`${testId}-toggle`}
      >
        {hidden ? <EyeOffIcon /> : <EyeIcon />}
      </button>
      <button
        type="button"
        className={fetching ? 'balance-control balance-control--spinning' : 'balance-control'}
        aria-label={t('wallet.balance.refresh')}
        title={t('wallet.balance.refresh')}
        aria-busy={fetching}
        onClick={onRefresh}
        data-testid={`${testId}-refresh`}
      >
        <RefreshIcon />
      </button>
    </>
  );
}
