import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceivingAccount } from '@sorteo/shared';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorKey } from '../../../lib/api-client';
import { useReceivingAccounts } from '../api/receiving-accounts';
import { BindAccountForm } from './bind-account-form';
import { RemoveAccountDialog } from './remove-account-dialog';

/**
 * The player's receiving accounts (numbers masked), binding a new one, removing one. To
 * change an account, remove it and bind the new one: both ask the login password.
 */
export function ReceivingAccountsPanel() {
  const { t } = useTranslation();
  const accounts = useReceivingAccounts();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ReceivingAccount | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (accounts.isPending) return <Skeleton lines={3} testId="accounts-loading" />;
  if (accounts.isError) {
    return (
      <ErrorState
        message={t(errorKey(accounts.error))}
        onRetry={() => void accounts.refetch()}
        testId="accounts-error"
      />
    );
  }
  const list = accounts.data.accounts;
  const full = list.length >= accounts.data.limit;
  const showForm = adding || list.length === 0;

  return (
    <div className="withdraw-panel" data-testid="receiving-accounts">
      {notice ? (
        <p className="form-success" role="status" data-testid="accounts-notice">
          {notice}
        </p>
      ) : null}
      {list.length === 0 ? (
        <EmptyState
          title={t('withdraw.accounts.empty')}
          description={t('withdraw.accounts.emptyText')}
          testId="accounts-empty"
        />
      ) : (
        <ul className="receiving-list">
          {list.map((account) => (
            <li key={account.id} className="receiving-card" data-testid="receiving-account">
              <div className="receiving-card__main">
                <span className="receiving-card__provider">
                  {account.provider}
                  <span className="receiving-card__kind">
                    {t(`withdraw.accounts.kinds.${account.kind}`)}
                  </span>
                </span>
                <span className="receiving-card__number" data-testid="receiving-account-number">
                  {account.accountNumberMasked}
                </span>
                <span className="receiving-card__holder">{account.holderName}</span>
              </div>
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  setNotice(null);
                  setRemoving(account);
                }}
                aria-label={t('withdraw.accounts.removeNamed', {
                  account: `${account.provider} ${account.accountNumberMasked}`,
                })}
                data-testid="receiving-account-remove"
              >
                {t('withdraw.accounts.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="form-muted">
        {t('withdraw.accounts.limit', {
          bound: String(list.length),
          limit: String(accounts.data.limit),
        })}
      </p>
      {showForm && !full ? (
        <section className="withdraw-subpanel" aria-label={t('withdraw.accounts.addTitle')}>
          <h3 className="withdraw-subpanel__title">{t('withdraw.accounts.addTitle')}</h3>
          <BindAccountForm
            needsLogin={list.length > 0}
            onDone={() => {
              setAdding(false);
              setNotice(t('withdraw.accounts.bound'));
            }}
            onCancel={list.length > 0 ? () => setAdding(false) : undefined}
          />
        </section>
      ) : null}
      {!showForm && !full ? (
        <div className="form-actions">
          <Button
            type="button"
            variant="primary"
            onClick={() => {
              setNotice(null);
              setAdding(true);
            }}
            data-testid="accounts-add"
          >
            {t('withdraw.accounts.add')}
          </Button>
        </div>
      ) : null}
      <RemoveAccountDialog
        account={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          setRemoving(null);
          setNotice(t('withdraw.accounts.removed'));
        }}
      />
    </div>
  );
}
