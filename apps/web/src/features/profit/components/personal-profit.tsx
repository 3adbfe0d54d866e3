import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfitGrouping, ProfitReport } from '@sorteo/shared';
import { profitGroupings } from '@sorteo/shared/contract/wallet';
import { Button } from '../../../components/ui/button';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { BarChart } from '../../../components/ui/bar-chart';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorKey } from '../../../lib/api-client';
import { lastDays, type DateRange } from '../../../lib/date-range';
import { compactMinor, formatMinor } from '../../../lib/money';
import { usePermissionValue } from '../../system/api/get-permission';
import { useProfitReport } from '../api/get-profit-report';
import { periodLabel } from '../lib/period-label';
import { profitFacts } from '../lib/profit-facts';
import { ProfitTable } from './profit-table';
import { ProfitTotals } from './profit-totals';
import './personal-profit.css';

function useChartSummary(report: ProfitReport): string {
  const { t, i18n } = useTranslation();
  const money = (amount: number) =>
    formatMinor(amount, report.currencyExponent, i18n.language, report.currency);
  const name = (period: string) => periodLabel(period, report.groupBy, i18n.language);
  const facts = profitFacts(report.periods);
  const opening = t('profit.summary.opening', {
    periods: String(report.periods.length),
    from: report.range.from,
    to: report.range.to,
    total: money(report.totals.profit),
  });
  if (!facts.best || !facts.worst) return `${opening} ${t('profit.summary.quiet')}`;
  const detail = t('profit.summary.detail', {
    gains: String(facts.gains),
    losses: String(facts.losses),
    best: money(facts.best.profit),
    bestPeriod: name(facts.best.period),
    worst: money(facts.worst.profit),
    worstPeriod: name(facts.worst.period),
  });
  return `${opening} ${detail}`;
}

function Report({ report }: { report: ProfitReport }) {
  const { t, i18n } = useTranslation();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const summary = useChartSummary(report);
  const moved = report.periods.some((p) =>
    Object.values(p).some((v) => typeof v === 'number' && v !== 0),
  );

  return (
    <>
      <ProfitTotals
        totals={report.totals}
        exponent={report.currencyExponent}
        currency={report.currency}
      />
      <section className="profit-chart-panel" aria-label={t(`profit.chartTitle.${report.groupBy}`)}>
        <div className="profit-chart-panel__bar">
          <h2 className="profit-chart-panel__title">{t(`profit.chartTitle.${report.groupBy}`)}</h2>
          <Button
            type="button"
            variant="ghost"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
            data-testid="profit-table-toggle"
          >
            {showTable ? t('profit.hideTable') : t('profit.showTable')}
          </Button>
        </div>
        {moved ? null : <p className="profit-chart-panel__quiet">{t('profit.quiet')}</p>}
        <BarChart
          title={t(`profit.chartTitle.${report.groupBy}`)}
          summary={summary}
          labels={report.periods.map((p) => periodLabel(p.period, report.groupBy, i18n.language))}
          series={[
            {
              key: 'profit',
              name: t('profit.categories.profit'),
              values: report.periods.map((p) => p.profit),
              barTestId: 'profit-bar',
            },
          ]}
          formatValue={(value) =>
            formatMinor(value, report.currencyExponent, i18n.language, report.currency)
          }
          formatTick={(value) => compactMinor(value, report.currencyExponent, i18n.language)}
          testId="profit-chart"
        />
        <p className="visually-hidden" data-testid="profit-summary">
          {summary}
        </p>
        {showTable ? (
          <ProfitTable
            id={tableId}
            periods={report.periods}
            groupBy={report.groupBy}
            exponent={report.currencyExponent}
          />
        ) : null}
      </section>
    </>
  );
}

/**
 * Personal profit and loss (SPEC §2 "in_personal_loss"): what the player won or lost per
 * day, week or month in a range, as a chart with its table, and the range's totals.
 */
export function PersonalProfit() {
  const { t } = useTranslation();
  const brand = usePermissionValue().whitelabel;
  const [range, setRange] = useState<DateRange>(() => lastDays(7, brand.timeZone));
  const [groupBy, setGroupBy] = useState<ProfitGrouping>('day');
  const query = useProfitReport({ ...range, groupBy });

  const body = () => {
    if (query.isPending) return <Skeleton lines={8} testId="profit-loading" />;
    if (query.isError) {
      return (
        <ErrorState
          message={t(errorKey(query.error))}
          onRetry={() => void query.refetch()}
          testId="profit-error"
        />
      );
    }
    if (query.data.periods.length === 0) {
      return <EmptyState title={t('profit.empty')} testId="profit-empty" />;
    }
    return <Report report={query.data} />;
  };

  return (
    <div className="personal-profit" data-testid="personal-profit">
      <DateRangeFilter value={range} onApply={setRange} testId="profit-filter">
        <SelectField
          label={t('profit.groupBy')}
          options={profitGroupings.map((g) => ({ value: g, label: t(`profit.grouping.${g}`) }))}
          value={groupBy}
          onChange={(e) => setGroupBy(e.target.value as ProfitGrouping)}
          testId="profit-group-by"
        />
      </DateRangeFilter>
      <div className="personal-profit__body" aria-busy={query.isFetching}>
        {body()}
      </div>
    </div>
  );
}
