import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorRound } from '@sorteo/shared';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { DateTime } from '../../../components/ui/date-time';
import { Modal } from '../../../components/ui/modal';
import { PagedQueryView } from '../../../components/ui/paged-query';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusChip } from '../../../components/ui/status-chip';
import { lastDays, type DateRange } from '../../../lib/date-range';
import { formatMinor } from '../../../lib/money';
import { usePermissionValue } from '../../system/api/get-permission';
import { useMyRounds, useRoundDetail } from '../api/get-my-rounds';

const PAGE_SIZE = 20;

/**
 * The betting record's rounds of vendors' games (slots, live tables…): opened in a range of
 * days, optionally of one vendor, with the stake, the win and the result of each; a round
 * opens its wallet calls.
 */
export function RoundsRecord({ vendors }: { vendors: readonly { code: string; name: string }[] }) {
  const { t, i18n } = useTranslation();
  const brand = usePermissionValue().whitelabel;
  const [range, setRange] = useState<DateRange>(() => lastDays(7, brand.timeZone));
  const [vassalage, setVassalage] = useState<string | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<VendorRound | null>(null);
  const query = useMyRounds({ ...range, vassalage, pageNo, pageSize: PAGE_SIZE });
  const money = (amount: number) => formatMinor(amount, brand.currencyExponent, i18n.language);
  const totals = query.data?.totals;

  const columns: DataTableColumn<VendorRound>[] = [
    {
      key: 'time',
      header: t('betting.columns.time'),
      cell: (r) => <DateTime at={r.openedAt} timeZone={brand.timeZone} />,
    },
    {
      key: 'game',
      header: t('betting.columns.game'),
      cell: (r) => (
        <span className="bets-table__stack">
          <span className="bets-table__game" data-testid="rounds-row-game">
            {r.gameName}
          </span>
          <span className="bets-table__period">{r.vendorName}</span>
        </span>
      ),
    },
    {
      key: 'stake',
      header: t('betting.columns.stake'),
      align: 'end',
      className: 'bets-table__num',
      testId: 'rounds-row-stake',
      cell: (r) => money(r.stake),
    },
    {
      key: 'win',
      header: t('betting.rounds.win'),
      align: 'end',
      className: 'bets-table__num',
      testId: 'rounds-row-win',
      cell: (r) => money(r.win + r.refunded),
    },
    {
      key: 'profit',
      header: t('betting.totals.net'),
      align: 'end',
      className: (r) =>
        `bets-table__num ${r.profit < 0 ? 'bets-amount--out' : r.profit > 0 ? 'bets-amount--in' : ''}`,
      cell: (r) => money(r.profit),
    },
    {
      key: 'status',
      header: t('betting.columns.status'),
      cell: (r) => (
        <StatusChip tone={r.status === 'open' ? 'wait' : 'good'} status={r.status}>
          {t(`betting.rounds.statuses.${r.status}`)}
        </StatusChip>
      ),
    },
    {
      key: 'details',
      header: <span className="visually-hidden">{t('betting.rounds.details')}</span>,
      label: t('betting.rounds.details'),
      cell: (r) => (
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => setOpen(r)}
          data-testid="rounds-row-details"
        >
          {t('betting.rounds.details')}
        </button>
      ),
    },
  ];

  return (
    <div className="betting-record" data-testid="rounds-record">
      <DateRangeFilter
        value={range}
        onApply={(next) => {
          setRange(next);
          setPageNo(1);
        }}
        testId="rounds-filter"
      >
        <SelectField
          label={t('betting.rounds.vendor')}
          options={[
            { value: '', label: t('betting.rounds.allVendors') },
            ...vendors.map((v) => ({ value: v.code, label: v.name })),
          ]}
          value={vassalage ?? ''}
          onChange={(e) => {
            setVassalage(e.target.value || null);
            setPageNo(1);
          }}
          testId="rounds-vendor"
        />
      </DateRangeFilter>
      {query.data && totals ? (
        <dl className="bets-totals" aria-live="polite" data-testid="rounds-totals">
          <div>
            <dt>{t('betting.totals.count')}</dt>
            <dd>{query.data.total}</dd>
          </div>
          <div>
            <dt>{t('betting.totals.stake')}</dt>
            <dd data-testid="rounds-total-stake">{money(totals.stake)}</dd>
          </div>
          <div>
            <dt>{t('betting.totals.payout')}</dt>
            <dd>{money(totals.win)}</dd>
          </div>
          <div>
            <dt>{t('betting.totals.net')}</dt>
            <dd data-testid="rounds-total-net">{money(totals.profit)}</dd>
          </div>
        </dl>
      ) : (
        <p className="bets-totals bets-totals--pending" aria-hidden="true" />
      )}
      <div aria-busy={query.isFetching} className="betting-record__body">
        <PagedQueryView
          query={query}
          testId="rounds"
          loadingLines={6}
          emptyTitle={t('betting.rounds.empty')}
          onPageChange={setPageNo}
        >
          {(page) => (
            <DataTable
              columns={columns}
              rows={page.content}
              rowKey={(r) => r.roundRef}
              rowAttributes={(r) => ({ 'data-testid': 'rounds-row', 'data-status': r.status })}
              caption={t('betting.rounds.caption')}
            />
          )}
        </PagedQueryView>
      </div>
      <RoundDialog round={open} onClose={() => setOpen(null)} money={money} />
    </div>
  );
}

function RoundDialog({
  round,
  onClose,
  money,
}: {
  round: VendorRound | null;
  onClose: () => void;
  money: (n: number) => string;
}) {
  const { t } = useTranslation();
  const brand = usePermissionValue().whitelabel;
  const detail = useRoundDetail(round?.roundRef ?? null);
  return (
    <Modal
      open={round !== null}
      onClose={onClose}
      title={round ? `${round.gameName} · ${round.vendorName}` : ''}
      size="sm"
      testId="round-detail"
    >
      {round ? (
        <p className="round-detail__id">{t('betting.rounds.roundId', { id: round.roundId })}</p>
      ) : null}
      {detail.isPending ? (
        <Skeleton lines={3} />
      ) : detail.data ? (
        <ul className="round-detail__list">
          {detail.data.transactions.map((tx) => (
            <li key={tx.transactionId} data-testid="round-detail-call">
              <span>{t(`betting.rounds.kinds.${tx.kind}`)}</span>
              <DateTime at={tx.at} timeZone={brand.timeZone} />
              <strong>{money(tx.kind === 'bet' ? -tx.amount : tx.amount)}</strong>
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
