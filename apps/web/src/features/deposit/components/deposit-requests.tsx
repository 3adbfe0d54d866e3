import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositRequest } from '@sorteo/shared/contract/deposit';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorKey } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { formatMinor } from '../../../lib/money';
import { usePermissionValue } from '../../system/api/get-permission';
import { useDepositRequests } from '../api/get-requests';
import { StatusChip } from './status-chip';

function RequestRow({ request, exponent }: { request: DepositRequest; exponent: number }) {
  const { t, i18n } = useTranslation();
  const timeZone = usePermissionValue().whitelabel.timeZone;
  return (
    <li className="deposit-request" data-testid={`deposit-request-${request.id}`}>
      <div className="deposit-request__main">
        <span className="deposit-request__amount" data-testid="deposit-request-amount">
          {formatMinor(request.amount, exponent, i18n.language, request.currency)}
        </span>
        <StatusChip status={request.status} testId="deposit-request-status" />
      </div>
      <div className="deposit-request__meta">
        <span>{request.methodName}</span>
        <time dateTime={new Date(request.createdAt).toISOString()}>
          {formatDateTime(request.createdAt, timeZone)}
        </time>
        {request.reference ? (
          <span>{t('deposit.list.reference', { reference: request.reference })}</span>
        ) : null}
      </div>
      {request.rejectReason ? (
        <p className="deposit-request__reason">
          {t('deposit.list.rejectReason', { reason: request.rejectReason })}
        </p>
      ) : null}
    </li>
  );
}

/** The player's deposit requests, newest first, a page at a time. */
export function DepositRequests({ exponent }: { exponent: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const requests = useDepositRequests(page);

  let body;
  if (requests.isPending) {
    body = (
      <Skeleton
        lines={4}
        className="deposit-requests__skeleton"
        testId="deposit-requests-loading"
      />
    );
  } else if (requests.isError) {
    body = (
      <ErrorState
        message={t(errorKey(requests.error))}
        onRetry={() => void requests.refetch()}
        testId="deposit-requests-error"
      />
    );
  } else if (requests.data.content.length === 0) {
    body = <EmptyState title={t('deposit.list.empty')} testId="deposit-requests-empty" />;
  } else {
    body = (
      <>
        <ul className="deposit-requests__list" aria-busy={requests.isFetching}>
          {requests.data.content.map((request) => (
            <RequestRow key={request.id} request={request} exponent={exponent} />
          ))}
        </ul>
        <Pager
          page={requests.data.pageNo}
          totalPages={requests.data.totalPages}
          onChange={setPage}
          testId="deposit-requests-pager"
        />
      </>
    );
  }

  return (
    <section
      className="deposit-panel"
      aria-labelledby="deposit-requests-title"
      data-testid="deposit-requests"
    >
      <h2 id="deposit-requests-title" className="page__section-title">
        {t('deposit.list.title')}
      </h2>
      {body}
    </section>
  );
}
