import { useTranslation } from 'react-i18next';
import type { AgentOverview } from '@sorteo/shared/contract/agent-centre';
import { formatMinor } from '../../../lib/money';

const teamFigures = ['direct', 'total', 'newMembers', 'activeMembers'] as const;
const moneyFigures = ['deposits', 'withdrawals', 'bets', 'payouts', 'profit'] as const;

/** The team's head counts, then its balance and what moved through it over the range. */
export function OverviewFigures({ overview }: { overview: AgentOverview }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) =>
    formatMinor(amount, overview.currencyExponent, i18n.language, overview.currency);
  const profitTone =
    overview.totals.profit < 0 ? 'amount--out' : overview.totals.profit > 0 ? 'amount--in' : '';
  return (
    <>
      <section className="agent-card" aria-labelledby="agent-overview-team">
        <h4 id="agent-overview-team" className="agent-card__title">
          {t('agent.overview.teamTitle')}
        </h4>
        <dl className="agent-figures">
          {teamFigures.map((figure) => (
            <div
              key={figure}
              className="agent-figures__item"
              data-testid={`agent-overview-${figure}`}
            >
              <dt>{t(`agent.overview.figures.${figure}`)}</dt>
              <dd>{overview.team[figure]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="agent-card" aria-labelledby="agent-overview-money">
        <h4 id="agent-overview-money" className="agent-card__title">
          {t('agent.overview.moneyTitle')}
        </h4>
        <dl className="agent-figures">
          <div className="agent-figures__item" data-testid="agent-overview-teamBalance">
            <dt>{t('agent.overview.figures.teamBalance')}</dt>
            <dd>{money(overview.teamBalance)}</dd>
          </div>
          {moneyFigures.map((figure) => (
            <div
              key={figure}
              className="agent-figures__item"
              data-testid={`agent-overview-${figure}`}
            >
              <dt>{t(`profit.categories.${figure}`)}</dt>
              <dd className={figure === 'profit' ? profitTone : undefined}>
                {money(overview.totals[figure])}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
