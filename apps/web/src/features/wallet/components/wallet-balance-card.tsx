import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
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
        <ButtonLink to={paths.deposit} variant="primary" data-testid="wallet-deposit">
          {t('wallet.header.deposit')}
        </ButtonLink>
        <ButtonLink to={paths.withdraw} variant="secondary" data-testid="wallet-withdraw">
          {t('wallet.header.withdraw')}
        </ButtonLink>
        <ButtonLink to={paths.transactionHistory} variant="ghost" data-testid="wallet-records">
          {t('wallet.header.accountRecord')}
        </ButtonLink>
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
