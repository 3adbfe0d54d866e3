import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../lib/paths';
import { BalanceAmount } from '../../balance/components/balance-amount';
import { BalanceControls } from '../../balance/components/balance-controls';
import { useBalanceView } from '../../balance/hooks/use-balance-view';
import '../../balance/components/balance.css';

/** The main balance, large, with hide/show and refresh. */
export function WalletBalanceCard() {
  const { t } = useTranslation();
  const view = useBalanceView(true);
  return (
    <section
      className="wallet-card"
      aria-labelledby="wallet-card-title"
      data-testid="wallet-balance"
    >
      <h2 id="wallet-card-title" className="wallet-card__label">
        {t('wallet.page.mainBalance')}
      </h2>
      <div className="wallet-card__row">
        <BalanceAmount
          balance={view.balance}
          failed={view.failed}
          hidden={view.hidden}
          testId="wallet-balance-amount"
        />
        <BalanceControls
          hidden={view.hidden}
          onToggleHidden={view.toggleHidden}
          fetching={view.fetching}
          onRefresh={view.refresh}
          testId="wallet-balance"
        />
      </div>
      <div className="wallet-card__actions">
        <Link to={paths.deposit} className="btn btn--primary" data-testid="wallet-deposit">
          {t('wallet.header.deposit')}
        </Link>
        <Link to={paths.withdraw} className="btn btn--secondary" data-testid="wallet-withdraw">
          {t('wallet.header.withdraw')}
        </Link>
        <Link to={paths.transactionHistory} className="btn btn--ghost" data-testid="wallet-records">
          {t('wallet.header.accountRecord')}
        </Link>
      </div>
      {view.failed ? (
        <ErrorState
          message={t('wallet.balance.failed')}
          onRetry={view.refresh}
          testId="wallet-balance-error"
        />
      ) : null}
    </section>
  );
}
