import { useTranslation } from 'react-i18next';
import type { ProfitGrouping, ProfitPeriod } from '@sorteo/shared';
import { formatMinor } from '../../../lib/money';
import { periodLabel } from '../lib/period-label';

export interface ProfitTableProps {
  id: string;
  periods: ProfitPeriod[];
  groupBy: ProfitGrouping;
  exponent: number;
}

const columns = ['bets', 'payouts', 'bonus', 'profit'] as const;

/** Every figure of the chart as a table, for those who would rather read than look. */
export function ProfitTable({ id, periods, groupBy, exponent }: ProfitTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="profit-table-box">
      <table id={id} className="profit-table" data-testid="profit-table">
        <caption className="visually-hidden">{t(`profit.chartTitle.${groupBy}`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`profit.period.${groupBy}`)}</th>
            {columns.map((column) => (
              <th key={column} scope="col" className="profit-table__num">
                {t(`profit.categories.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {periods.map((period) => (
            <tr key={period.period} data-testid="profit-table-row">
              <th scope="row">{periodLabel(period.period, groupBy, i18n.language)}</th>
              {columns.map((column) => (
                <td
                  key={column}
                  className={
                    column === 'profit' && period.profit !== 0
                      ? `profit-table__num ${period.profit < 0 ? 'amount--out' : 'amount--in'}`
                      : 'profit-table__num'
                  }
                >
                  {formatMinor(period[column], exponent, i18n.language)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
