import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentOverview } from '@sorteo/shared/contract/agent-centre';
import { BarChart } from '../../../components/ui/bar-chart';
import { formatCalendarDay } from '../../../lib/format-date';
import { compactMinor, formatMinor } from '../../../lib/money';
import { overviewFacts } from '../lib/overview-facts';
import '../../../components/ui/data-table.css';

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

  return (
    <section className="agent-card" aria-label={title} data-testid="agent-overview-chart-panel">
      <div className="agent-card__bar">
        <h4 className="agent-card__title">{title}</h4>
        <button
          type="button"
          className="btn btn--ghost"
          aria-expanded={showTable}
          aria-controls={showTable ? tableId : undefined}
          onClick={() => setShowTable((shown) => !shown)}
          data-testid="agent-overview-table-toggle"
        >
          {showTable ? t('profit.hideTable') : t('profit.showTable')}
        </button>
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
          <table id={tableId} className="data-table agent-table" data-testid="agent-overview-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('profit.period.day')}</th>
                <th scope="col">{t('agent.overview.figures.newMembers')}</th>
                <th scope="col" className="agent-table__num">
                  {t('profit.categories.bets')}
                </th>
                <th scope="col" className="agent-table__num">
                  {t('profit.categories.profit')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day} data-testid="agent-overview-day">
                  <td data-label={t('profit.period.day')}>{dayName(d.day)}</td>
                  <td data-label={t('agent.overview.figures.newMembers')}>{d.newMembers}</td>
                  <td data-label={t('profit.categories.bets')} className="agent-table__num">
                    {formatMinor(d.bets, exponent, i18n.language)}
                  </td>
                  <td data-label={t('profit.categories.profit')} className="agent-table__num">
                    {formatMinor(d.profit, exponent, i18n.language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
