import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentOverview } from '@sorteo/shared/contract/agent-centre';
import { Button } from '../../../components/ui/button';
import { BarChart } from '../../../components/ui/bar-chart';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { formatCalendarDay } from '../../../lib/format-date';
import { compactMinor, formatMinor } from '../../../lib/money';
import { overviewFacts } from '../lib/overview-facts';

type OverviewDay = AgentOverview['days'][number];

/** The team's bets and profit per day, as bars, a description in words and a table on demand. */
export function OverviewChart({ overview }: { overview: AgentOverview }) {
  const { t, i18n } = useTranslation();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const { days, currencyExponent: exponent, currency } = overview;
  const money = (amount: number) => formatMinor(amount, exponent, i18n.language, currency);
  const dayName = (day: string) => formatCalendarDay(day, i18n.language);

  const facts = overviewFacts(days);
  const opening = t('agent.overview.summary', {
    days: String(days.length),
    from: overview.range.from,
    to: overview.range.to,
    bets: money(overview.totals.bets),
    profit: money(overview.totals.profit),
  });
  const summary = facts.busiest
    ? `${opening} ${t('agent.overview.busiest', {
        day: dayName(facts.busiest.day),
        amount: money(facts.busiest.bets),
        gains: String(facts.gains),
        losses: String(facts.losses),
      })}`
    : `${opening} ${t('agent.overview.quiet')}`;
  const title = t('agent.overview.chartTitle');
  const columns: DataTableColumn<OverviewDay>[] = [
    { key: 'day', header: t('profit.period.day'), cell: (d) => dayName(d.day) },
    {
      key: 'newMembers',
      header: t('agent.overview.figures.newMembers'),
      cell: (d) => d.newMembers,
    },
    {
      key: 'activeMembers',
      header: t('agent.overview.activeDay'),
      cell: (d) => d.activeMembers,
    },
    {
      key: 'bets',
      header: t('profit.categories.bets'),
      align: 'end',
      className: 'agent-table__num',
      cell: (d) => formatMinor(d.bets, exponent, i18n.language),
    },
    {
      key: 'profit',
      header: t('profit.categories.profit'),
      align: 'end',
      className: 'agent-table__num',
      cell: (d) => formatMinor(d.profit, exponent, i18n.language),
    },
  ];

  return (
    <section className="agent-card" aria-label={title} data-testid="agent-overview-chart-panel">
      <div className="agent-card__bar">
        <h4 className="agent-card__title">{title}</h4>
        <Button
          type="button"
          variant="ghost"
          aria-expanded={showTable}
          aria-controls={showTable ? tableId : undefined}
          onClick={() => setShowTable((shown) => !shown)}
          data-testid="agent-overview-table-toggle"
        >
          {showTable ? t('profit.hideTable') : t('profit.showTable')}
        </Button>
      </div>
      {facts.busiest ? null : <p className="form-muted">{t('agent.overview.quiet')}</p>}
      <BarChart
        title={title}
        summary={summary}
        labels={days.map((d) => dayName(d.day))}
        series={[
          {
            key: 'bets',
            name: t('profit.categories.bets'),
            values: days.map((d) => d.bets),
            tone: 'primary',
            barTestId: 'agent-overview-bar-bets',
          },
          {
            key: 'profit',
            name: t('profit.categories.profit'),
            values: days.map((d) => d.profit),
            barTestId: 'agent-overview-bar-profit',
          },
        ]}
        formatValue={money}
        formatTick={(value) => compactMinor(value, exponent, i18n.language)}
        testId="agent-overview-chart"
      />
      <p className="visually-hidden" data-testid="agent-overview-summary">
        {summary}
      </p>
      {showTable ? (
        <div className="agent-table-box">
          <DataTable
            id={tableId}
            caption={title}
            columns={columns}
            rows={days}
            rowKey={(d) => d.day}
            rowAttributes={() => ({ 'data-testid': 'agent-overview-day' })}
            className="agent-table"
            testId="agent-overview-table"
          />
        </div>
      ) : null}
    </section>
  );
}
