import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmationOutcome, Withdrawal, WithdrawalStatus } from '@sorteo/shared';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusChip, type StatusTone } from '../../../components/ui/status-chip';
import { errorKey } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { formatMinor } from '../../../lib/money';
import { usePermissionValue } from '../../system/api/get-permission';
import { useWithdrawals } from '../api/withdrawals';
import { ConfirmationDialog, type ConfirmationChoice } from './confirmation-dialog';

const PAGE_SIZE = 10;

const statusTone: Record<WithdrawalStatus, StatusTone> = {
  pending: 'wait',
  paid: 'wait',
  received: 'good',
  full_amount_paid: 'good',
  auto_received: 'good',
  force_received: 'good',
  rejected: 'bad',
  not_received: 'bad',
  refunded: 'bad',
};

/** The player's withdrawals with their status, and the answers a paid one waits for. */
export function WithdrawalList() {
  const { t, i18n } = useTranslation();
  const brand = usePermissionValue().whitelabel;
  const [pageNo, setPageNo] = useState(1);
  const [choice, setChoice] = useState<ConfirmationChoice | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useWithdrawals(pageNo, PAGE_SIZE);
  const money = (w: Withdrawal) =>
    formatMinor(w.amount, brand.currencyExponent, i18n.language, w.currency);

  if (list.isPending) return <Skeleton lines={4} testId="withdrawals-loading" />;
  if (list.isError) {
    return (
      <ErrorState
        message={t(errorKey(list.error))}
        onRetry={() => void list.refetch()}
        testId="withdrawals-error"
      />
    );
  }
  const rows = list.data.content;
  const choose = (withdrawal: Withdrawal, outcome: ConfirmationOutcome) => {
    setNotice(null);
    setChoice({ withdrawal, outcome, amount: money(withdrawal) });
  };

  return (
    <div className="withdraw-panel" data-testid="withdrawals">
      <p className="form-muted">{t('withdraw.history.autoReceipt')}</p>
      {notice ? (
        <p className="form-success" role="status" data-testid="withdrawals-notice">
          {notice}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState title={t('withdraw.history.empty')} testId="withdrawals-empty" />
      ) : (
        <ul className="withdrawal-list">
          {rows.map((w) => (
            <li
              key={w.id}
              className="withdrawal-card"
              data-testid="withdrawal"
              data-status={w.status}
            >
              <div className="withdrawal-card__top">
                <span className="withdrawal-card__amount" data-testid="withdrawal-amount">
                  {money(w)}
                </span>
                <StatusChip
                  tone={statusTone[w.status]}
                  status={w.status}
                  testId="withdrawal-status"
                >
                  {t(`withdraw.history.status.${w.status}`)}
                </StatusChip>
              </div>
              <dl className="withdrawal-card__facts">
                <div>
                  <dt>{t('withdraw.history.destination')}</dt>
                  <dd>{`${w.destination.provider} ${w.destination.accountNumberMasked}`}</dd>
                </div>
                <div>
                  <dt>{t('withdraw.history.requestedAt')}</dt>
                  <dd>{formatDateTime(w.createdAt, brand.timeZone)}</dd>
                </div>
                {w.paidAt ? (
                  <div>
                    <dt>{t('withdraw.history.paidAt')}</dt>
                    <dd>{formatDateTime(w.paidAt, brand.timeZone)}</dd>
                  </div>
                ) : null}
                {w.rejectReason ? (
                  <div>
                    <dt>{t('withdraw.history.rejectReason')}</dt>
                    <dd data-testid="withdrawal-reason">{w.rejectReason}</dd>
                  </div>
                ) : null}
              </dl>
              {w.nextActions.length > 0 ? (
                <div
                  className="withdrawal-card__actions"
                  role="group"
                  aria-label={t('withdraw.history.actionsLabel')}
                >
                  {w.nextActions.map((outcome) => (
                    <Button
                      key={outcome}
                      type="button"
                      variant={outcome === 'received' ? 'primary' : 'ghost'}
                      onClick={() => choose(w, outcome)}
                      data-testid={`withdrawal-${outcome}`}
                    >
                      {t(`withdraw.history.actions.${outcome}`)}
                    </Button>
                  ))}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={list.data.pageNo}
        totalPages={list.data.totalPages}
        onChange={setPageNo}
        testId="withdrawals-pager"
      />
      <ConfirmationDialog
        choice={choice}
        onClose={() => setChoice(null)}
        onConfirmed={(outcome) => {
          setChoice(null);
          setNotice(t(`withdraw.history.confirmed.${outcome}`));
        }}
      />
    </div>
  );
}
