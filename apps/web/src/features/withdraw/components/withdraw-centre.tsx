import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@sorteo/shared';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LockIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { errorKey } from '../../../lib/api-client';
import { formatMinor } from '../../../lib/money';
import { usePermissionValue } from '../../system/api/get-permission';
import { usePaymentPasswordStatus } from '../api/payment-password';
import { useReceivingAccounts } from '../api/receiving-accounts';
import { useWithdrawalLimits } from '../api/withdrawals';
import { PaymentPasswordForm } from './payment-password-form';
import { ReceivingAccountsPanel } from './receiving-accounts-panel';
import { WithdrawalList } from './withdrawal-list';
import { WithdrawalRequestForm } from './withdrawal-request-form';
import '../../../components/ui/form-layout.css';
import './withdraw.css';

const tabKeys = ['request', 'accounts', 'history', 'password'] as const;
type TabKey = (typeof tabKeys)[number];

function RequestTab({
  onBindFirst,
  onRequested,
}: {
  onBindFirst: () => void;
  onRequested: (withdrawal: Withdrawal) => void;
}) {
  const { t } = useTranslation();
  const accounts = useReceivingAccounts();
  const limits = useWithdrawalLimits();
  if (accounts.isPending || limits.isPending) return <Skeleton lines={4} />;
  const failed = accounts.error ?? limits.error;
  if (failed || !accounts.data || !limits.data) {
    return (
      <ErrorState
        message={t(errorKey(failed))}
        onRetry={() => {
          void accounts.refetch();
          void limits.refetch();
        }}
      />
    );
  }
  if (accounts.data.accounts.length === 0) {
    return (
      <EmptyState
        title={t('withdraw.request.noAccounts')}
        action={
          <Button
            type="button"
            variant="primary"
            onClick={onBindFirst}
            data-testid="withdraw-bind-first"
          >
            {t('withdraw.request.bindFirst')}
          </Button>
        }
        testId="withdraw-no-accounts"
      />
    );
  }
  return (
    <WithdrawalRequestForm
      accounts={accounts.data.accounts}
      limits={limits.data}
      onRequested={onRequested}
    />
  );
}

/**
 * The withdrawal page (SPEC §2 "in_increase_withdrawal"). Without a payment password the
 * player sets one first; then: request, receiving accounts, past requests with their
 * confirmation, and changing the payment password.
 */
export function WithdrawCentre() {
  const { t, i18n } = useTranslation();
  const brand = usePermissionValue().whitelabel;
  const status = usePaymentPasswordStatus();
  const [tab, setTab] = useState<TabKey>('request');
  const [notice, setNotice] = useState<string | null>(null);

  const select = (key: TabKey) => {
    setNotice(null);
    setTab(key);
  };

  if (status.isPending) return <Skeleton lines={5} testId="withdraw-centre-loading" />;
  if (status.isError) {
    return (
      <ErrorState
        message={t(errorKey(status.error))}
        onRetry={() => void status.refetch()}
        testId="withdraw-centre-error"
      />
    );
  }

  if (!status.data.isSet) {
    return (
      <section className="withdraw-setup" data-testid="payment-password-setup">
        <EmptyState
          icon={<LockIcon width={28} height={28} />}
          title={t('withdraw.setup.title')}
          description={t('withdraw.setup.intro')}
        />
        <PaymentPasswordForm
          mode="set"
          onDone={() => setNotice(t('withdraw.password.setDone'))}
          testId="payment-password-set"
        />
      </section>
    );
  }

  const panel = () => {
    switch (tab) {
      case 'request':
        return (
          <RequestTab
            onBindFirst={() => select('accounts')}
            onRequested={(withdrawal) => {
              setTab('history');
              setNotice(
                t('withdraw.request.done', {
                  amount: formatMinor(
                    withdrawal.amount,
                    brand.currencyExponent,
                    i18n.language,
                    withdrawal.currency,
                  ),
                }),
              );
            }}
          />
        );
      case 'accounts':
        return <ReceivingAccountsPanel />;
      case 'history':
        return <WithdrawalList />;
      case 'password':
        return (
          <div className="withdraw-panel">
            <p className="form-muted">{t('withdraw.password.changeIntro')}</p>
            <PaymentPasswordForm
              mode="change"
              onDone={() => setNotice(t('withdraw.password.changeDone'))}
              testId="payment-password-change"
            />
          </div>
        );
    }
  };

  return (
    <div className="withdraw-centre" data-testid="withdraw-centre">
      {notice ? (
        <p className="form-success" role="status" data-testid="withdraw-notice">
          {notice}
        </p>
      ) : null}
      <Tabs
        items={tabKeys.map((key) => ({ key, label: t(`withdraw.tabs.${key}`) }))}
        activeKey={tab}
        onSelect={(key) => select(key as TabKey)}
        label={t('withdraw.tabs.label')}
        testId="withdraw-tabs"
        fill
      >
        {panel()}
      </Tabs>
    </div>
  );
}
