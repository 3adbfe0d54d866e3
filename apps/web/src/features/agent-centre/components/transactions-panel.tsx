import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transactionKinds, type TransactionKind } from '@sorteo/shared/contract/ledger';
import { PagedQueryView } from '../../../components/ui/paged-query';
import { SelectField } from '../../../components/ui/select-field';
import { usePermissionValue } from '../../system/api/get-permission';
import { useTeamTransactions } from '../api/get-team-transactions';
import { useTeamFilter } from '../hooks/use-team-filter';
import { TeamFilterForm } from './team-filter-form';
import { TeamTransactionsTable } from './team-transactions-table';

const PAGE_SIZE = 20;

/** Transaction details: the team's wallet movements in a range, of one account and kind. */
export function TransactionsPanel() {
  const { t } = useTranslation();
  const { timeZone } = usePermissionValue().whitelabel;
  const filter = useTeamFilter(timeZone);
  const [kind, setKind] = useState<TransactionKind | null>(null);
  const query = useTeamTransactions({
    ...filter.range,
    account: filter.account,
    kind,
    pageNo: filter.pageNo,
    pageSize: PAGE_SIZE,
  });
  const kindOptions = [
    { value: '', label: t('records.allKinds') },
    ...transactionKinds.map((k) => ({ value: k, label: t(`records.kinds.${k}`) })),
  ];

  return (
    <div className="agent-panel__stack">
      <TeamFilterForm filter={filter} testId="agent-transactions-filter">
        <SelectField
          label={t('records.kind')}
          options={kindOptions}
          value={kind ?? ''}
          onChange={(e) => {
            setKind((e.target.value || null) as TransactionKind | null);
            filter.setPageNo(1);
          }}
          testId="agent-transactions-kind"
        />
      </TeamFilterForm>
      <div className="agent-panel__stack" aria-busy={query.isFetching}>
        <PagedQueryView
          query={query}
          testId="agent-transactions"
          loadingLines={6}
          emptyTitle={t('agent.transactions.empty')}
          onPageChange={filter.setPageNo}
        >
          {(page) => (
            <TeamTransactionsTable
              rows={page.content}
              exponent={page.currencyExponent}
              timeZone={timeZone}
            />
          )}
        </PagedQueryView>
      </div>
    </div>
  );
}
