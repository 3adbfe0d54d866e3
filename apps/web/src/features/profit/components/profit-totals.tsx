import { useTranslation } from 'react-i18next';
import type { ProfitFigures } from '@sorteo/shared';
import { formatMinor } from '../../../lib/money';

export interface ProfitTotalsProps {
  totals: ProfitFigures;
  exponent: number;
  currency: string;
}

const categories = [
  'deposits',
  'withdrawals',
  'bets',
  'payouts',
  'bonus',
  'adjustments',
  'transfers',
] as const;

/** The range's profit, large, then what moved through the wallet by category. */
export function ProfitTotals({ totals, exponent, currency }: ProfitTotalsProps) {
  const { t, i18n } = useTranslation();
  const tone = totals.profit < 0 ? 'amount--out' : totals.profit > 0 ? 'amount--in' : '';
  return (
    <section className="profit-totals" aria-label={t('profit.totalsTitle')}>
      <div className="profit-totals__headline">
        <span className="profit-totals__label">{t('profit.categories.profit')}</span>
        <span className={`profit-totals__profit ${tone}`} data-testid="profit-total">
          {totals.profit > 0 ? '+' : ''}
          {formatMinor(totals.profit, exponent, i18n.language, currency)}
        </span>
        <span className="profit-totals__hint">{t('profit.formula')}</span>
      </div>
      <dl className="profit-totals__grid">
        {categories.map((category) => (
          <div key={category} className="profit-totals__item" data-testid={`profit-${category}`}>
            <dt>{t(`profit.categories.${category}`)}</dt>
            <dd>{formatMinor(totals[category], exponent, i18n.language)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
