import { useTranslation } from 'react-i18next';
import { useBalanceView } from '../hooks/use-balance-view';
import { BalanceAmount } from './balance-amount';
import { BalanceControls } from './balance-controls';
import './balance.css';

/** SPEC §2 "Header", logged in: the balance with hide/show and refresh. */
export function HeaderBalance() {
  const { t } = useTranslation();
  const view = useBalanceView(true);
  return (
    <div
      className="header-balance"
      role="group"
      aria-label={t('wallet.balance.label')}
      data-testid="header-balance"
    >
      <BalanceAmount
        balance={view.balance}
        failed={view.failed}
        hidden={view.hidden}
        testId="header-balance-amount"
      />
      <BalanceControls
        hidden={view.hidden}
        onToggleHidden={view.toggleHidden}
        fetching={view.fetching}
        onRefresh={view.refresh}
        testId="header-balance"
      />
    </div>
  );
}
