import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transactionKinds, type TransactionKind } from '@sorteo/shared/contract/ledger';
import { CursorPager } from '../../../components/ui/cursor-pager';
import { SelectField } from '../../../components/ui/select-field';
import { usePermissionValue } from '../../system/api/get-permission';
import { useTeamTransactions } from '../api/get-team-transactions';
import { useCursorTrail } from '../hooks/use-cursor-trail';
import { useTeamFilter } from '../hooks/use-team-filter';
import { TeamRecordsView } from './team-records-view';
import { TeamTransactionsTable } from './team-transactions-table';

const PAGE_SIZE = 20;

/**
 * Kinds that can move a team member's wallet: a paid withdrawal leaves the hold, not the
 * wallet, and trial balances are demo money outside any team.
 */
const teamWalletKinds = transactionKinds.filter(
  (kind) => kind !== 'withdrawal_paid' && kind !== 'demo_grant',
);

/**
 * Transaction details: the team's wallet movements in a range, of one account and kind,
 * newest first, a page at a time.
 */
export function TransactionsPanel() {
  const { t } = useTranslation();
  const { timeZone } = usePermissionValue().whitelabel;
  const filter = useTeamFilter(timeZone);
  const [kind, setKind] = useState<TransactionKind | null>(null);
  const trail = useCursorTrail(
    JSON.stringify([filter.range, filter.account, kind, filter.searches]),
  );
  const query = useTeamTransactions({
    ...filter.range,
    account: filter.account,
    kind,
    before: trail.before,
    pageSize: PAGE_SIZE,
  });
  const kindOptions = [
    { value: '', label: t('records.allKinds') },
    ...teamWalletKinds.map((k) => ({ value: k, label: t(`records.kinds.${k}`) })),
  ];

  return (
    <TeamRecordsView
      filter={filter}
      query={query}
      testId="agent-transactions"
      emptyTitle={t('agent.transactions.empty')}
      extraFilters={
        <SelectField
          label={t('records.kind')}
          options={kindOptions}
          value={kind ?? ''}
          onChange={(e) => setKind((e.target.value || null) as TransactionKind | null)}
          testId="agent-transactions-kind"
        />
      }
      footer={(page) => (
        <CursorPager
          hasNewer={trail.hasNewer}
          hasOlder={page.next !== null}
          onNewer={trail.newer}
          onOlder={() => trail.older(page.next!)}
          testId="agent-transactions-pager"
        />
      )}
    >
      {(page) => (
        <TeamTransactionsTable
          rows={page.content}
          exponent={page.currencyExponent}
          timeZone={timeZone}
        />
      )}
    </TeamRecordsView>
  );
}
