import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositRequest } from '@sorteo/shared/contract/deposit';
import { DateTime } from '../../../components/ui/date-time';
import { PagedQueryView } from '../../../components/ui/paged-query';
import { formatMinor } from '../../../lib/money';
import { usePermissionValue } from '../../system/api/get-permission';
import { useDepositRequests } from '../api/get-requests';
import { DepositStatusChip } from './status-chip';

function RequestRow({
  request,
  exponent,
  methodName,
}: {
  request: DepositRequest;
  exponent: number;
  methodName: string;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = usePermissionValue().whitelabel.timeZone;
  return (
    <li className="deposit-request" data-testid={`deposit-request-${request.id}`}>
      <div className="deposit-request__main">
        <span className="deposit-request__amount" data-testid="deposit-request-amount">
          {formatMinor(request.amount, exponent, i18n.language, request.currency)}
        </span>
        <DepositStatusChip status={request.status} testId="deposit-request-status" />
      </div>
      <div className="deposit-request__meta">
        <span data-testid="deposit-request-method">{methodName}</span>
        <DateTime at={request.createdAt} timeZone={timeZone} />
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

/**
 * The player's deposit requests, newest first, a page at a time. A request names its method
 * as `methodNames` does (in the language the site shows) while the method is still offered;
 * otherwise by the name it had when the request was made.
 */
export function DepositRequests({
  exponent,
  methodNames,
}: {
  exponent: number;
  methodNames: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const requests = useDepositRequests(page);

  return (
    <section
      className="deposit-panel"
      aria-labelledby="deposit-requests-title"
      data-testid="deposit-requests"
    >
      <h2 id="deposit-requests-title" className="page__section-title">
        {t('deposit.list.title')}
      </h2>
      <PagedQueryView
        query={requests}
        testId="deposit-requests"
        loadingLines={4}
        loadingClassName="deposit-requests__skeleton"
        emptyTitle={t('deposit.list.empty')}
        onPageChange={setPage}
      >
        {(data) => (
          <ul className="deposit-requests__list" aria-busy={requests.isFetching}>
            {data.content.map((request) => (
              <RequestRow
                key={request.id}
                request={request}
                exponent={exponent}
                methodName={methodNames.get(request.methodId) ?? request.methodName}
              />
            ))}
          </ul>
        )}
      </PagedQueryView>
    </section>
  );
}
