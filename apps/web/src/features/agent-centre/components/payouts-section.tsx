import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@sorteo/shared/contract/agent-contracts';
import { PagedQueryView } from '../../../components/ui/paged-query';
import { usePayouts } from '../api/get-payouts';
import { PayoutsTable } from './payouts-table';

const PAGE_SIZE = 10;

/** My payouts of the kind, newest period first, each with how it was reached. */
export function PayoutsSection({ kind, timeZone }: { kind: ContractKind; timeZone: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [pageNo, setPageNo] = useState(1);
  const query = usePayouts({ kind, pageNo, pageSize: PAGE_SIZE });
  return (
    <section
      className="agent-card"
      aria-labelledby={titleId}
      aria-busy={query.isFetching}
      data-testid="contract-payouts"
    >
      <h4 id={titleId} className="agent-card__title">
        {t('agent.contracts.payouts.title')}
      </h4>
      <PagedQueryView
        query={query}
        testId="contract-payouts"
        loadingLines={4}
        emptyTitle={t('agent.contracts.payouts.empty')}
        onPageChange={setPageNo}
      >
        {(page) => <PayoutsTable page={page} timeZone={timeZone} />}
      </PagedQueryView>
    </section>
  );
}
