import { useTranslation } from 'react-i18next';
import type { TeamProfitPage } from '@sorteo/shared/contract/agent-centre';
import { formatMinor } from '../../../lib/money';
import '../../../components/ui/data-table.css';

const figures = ['deposits', 'withdrawals', 'bets', 'payouts', 'bonus', 'profit'] as const;

/** Each team account's money over the range, and the team's totals. */
export function TeamProfitTable({ page }: { page: TeamProfitPage }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMinor(amount, page.currencyExponent, i18n.language);
  const account = t('agent.account');
  const level = t('agent.team.columns.level');
  const label = (figure: (typeof figures)[number]) => t(`profit.categories.${figure}`);
  const tone = (profit: number) =>
    profit < 0
      ? 'agent-table__num amount--out'
      : profit > 0
        ? 'agent-table__num amount--in'
        : 'agent-table__num';

  return (
    <div className="agent-table-box">
      <table className="data-table agent-table" data-testid="agent-profit-table">
        <thead>
          <tr>
            <th scope="col">{account}</th>
            <th scope="col">{level}</th>
            {figures.map((figure) => (
              <th key={figure} scope="col" className="agent-table__num">
                {label(figure)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.content.map((row) => (
            <tr key={row.account} data-testid="agent-profit-row" data-account={row.account}>
              <td data-label={account} className="agent-table__account">
                {row.account}
              </td>
              <td data-label={level}>{row.depth}</td>
              {figures.map((figure) => (
                <td
                  key={figure}
                  data-label={label(figure)}
                  className={figure === 'profit' ? tone(row.profit) : 'agent-table__num'}
                >
                  {money(row[figure])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="agent-table__totals" data-testid="agent-profit-totals">
            <th scope="row" colSpan={2}>
              {t('agent.total')}
            </th>
            {figures.map((figure) => (
              <td
                key={figure}
                data-label={label(figure)}
                className={figure === 'profit' ? tone(page.totals.profit) : 'agent-table__num'}
                data-testid={`agent-profit-total-${figure}`}
              >
                {money(page.totals[figure])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
