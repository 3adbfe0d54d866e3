import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@sorteo/shared/contract/deposit';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { NoticeDialog } from '../../../components/ui/notice-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { errorKey } from '../../../lib/api-client';
import { useDepositMethods } from '../api/get-methods';
import { useRequestsFollowBalance } from '../hooks/use-requests-follow-balance';
import { BankDepositForm } from './bank-deposit-form';
import { DepositLimitsPanel } from './deposit-limits-panel';
import { DepositRequests } from './deposit-requests';
import { GatewayDepositForm } from './gateway-deposit-form';
import { GatewayReturn } from './gateway-return';
import '../../../components/ui/form-layout.css';
import './deposit.css';

export interface DepositCentreProps {
  /** The request the gateway sent the player back for, from `?order=`. */
  returnedRequestId: number | null;
  onReturnSeen: () => void;
  /** Sends the browser to the gateway's page. */
  goTo: (url: string) => void;
}

/** SPEC `depositv2`: pay by bank transfer or online, follow the requests, set limits. */
export function DepositCentre({ returnedRequestId, onReturnSeen, goTo }: DepositCentreProps) {
  const { t } = useTranslation();
  const methods = useDepositMethods();
  const [chosen, setChosen] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  useRequestsFollowBalance();

  if (methods.isPending) return <Skeleton lines={6} testId="deposit-loading" />;
  if (methods.isError) {
    return (
      <ErrorState
        message={t(errorKey(methods.error))}
        onRetry={() => void methods.refetch()}
        testId="deposit-error"
      />
    );
  }

  const { currency, currencyExponent: exponent } = methods.data;
  const list = methods.data.methods;
  const method: PaymentMethod | undefined = list.find((m) => m.id === chosen) ?? list[0];

  return (
    <div className="deposit" data-testid="deposit-centre">
      {returnedRequestId !== null ? (
        <GatewayReturn requestId={returnedRequestId} exponent={exponent} onClose={onReturnSeen} />
      ) : null}
      <section className="deposit-panel" aria-labelledby="deposit-methods-title">
        <h2 id="deposit-methods-title" className="page__section-title">
          {t('deposit.methods.title')}
        </h2>
        {method ? (
          <Tabs
            items={list.map((m) => ({
              key: String(m.id),
              label: (
                <span className="deposit-method-tab">
                  <span>{m.name}</span>
                  <span className="deposit-method-tab__kind">
                    {t(`deposit.methods.kind.${m.kind}`)}
                  </span>
                </span>
              ),
            }))}
            activeKey={String(method.id)}
            onSelect={(key) => setChosen(Number(key))}
            label={t('deposit.methods.title')}
            testId="deposit-methods"
          >
            {method.kind === 'bank_transfer' ? (
              <BankDepositForm
                key={method.id}
                method={method}
                currency={currency}
                exponent={exponent}
                onSubmitted={() => setSubmitted(true)}
              />
            ) : (
              <GatewayDepositForm
                key={method.id}
                method={method}
                currency={currency}
                exponent={exponent}
                goTo={goTo}
              />
            )}
          </Tabs>
        ) : (
          <EmptyState title={t('deposit.methods.none')} testId="deposit-no-methods" />
        )}
      </section>
      <DepositRequests exponent={exponent} methodNames={new Map(list.map((m) => [m.id, m.name]))} />
      <DepositLimitsPanel currency={currency} exponent={exponent} />
      <NoticeDialog
        message={submitted ? t('deposit.bank.submitted') : null}
        onClose={() => setSubmitted(false)}
        title={t('deposit.bank.submittedTitle')}
        tone="info"
        testId="deposit-submitted"
      />
    </div>
  );
}
