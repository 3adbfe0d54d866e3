import { useTranslation } from 'react-i18next';
import type { VnNumberStat } from '@sorteo/shared';
import { hotAndCold } from '../lib/vn-picks';

export interface HotColdProps {
  stats: readonly VnNumberStat[] | undefined;
  draws: number;
  loading: boolean;
  onPick: (number: string) => void;
}

/** The hottest and coldest numbers of the last draws; a click puts one on the grid. */
export function HotCold({ stats, draws, loading, onPick }: HotColdProps) {
  const { t } = useTranslation();
  if (loading)
    return <div className="skeleton vn-hotcold--loading" data-testid="vn-hotcold-loading" />;
  if (!stats || draws === 0) {
    return (
      <p className="vn-hotcold__none" data-testid="vn-hotcold-empty">
        {t('vnlottery.hotCold.none')}
      </p>
    );
  }
  const { hot, cold } = hotAndCold(stats, 10);
  const list = (kind: 'hot' | 'cold', items: VnNumberStat[]) => (
    <div className={`vn-hotcold__list vn-hotcold__list--${kind}`}>
      <h3 className="vn-hotcold__title">{t(`vnlottery.hotCold.${kind}`)}</h3>
      <ul data-testid={`vn-${kind}-list`}>
        {items.map((s) => (
          <li key={s.number}>
            <button
              type="button"
              className="vn-chip"
              onClick={() => onPick(s.number)}
              title={t('vnlottery.grid.stat', {
                number: s.number,
                appearances: s.appearances,
                draws,
                since: s.since,
              })}
            >
              <strong>{s.number}</strong>{' '}
              <span className="vn-chip__meta">
                {kind === 'hot'
                  ? t('vnlottery.hotCold.times', { count: s.appearances })
                  : t('vnlottery.hotCold.since', { count: s.since })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <section
      className="vn-hotcold"
      aria-label={t('vnlottery.hotCold.title')}
      data-testid="vn-hotcold"
    >
      <h2 className="vn-section-title">{t('vnlottery.hotCold.title', { draws })}</h2>
      <div className="vn-hotcold__lists">
        {list('hot', hot)}
        {list('cold', cold)}
      </div>
    </section>
  );
}
