import { useTranslation } from 'react-i18next';
import type { LotteryPeriod } from '@sorteo/shared/contract/lottery';
import { digitFrequency, k3SumsOldestFirst } from '../lib/trend';

export interface TrendChartProps {
  family: '5D' | 'K3';
  /** Drawn periods, newest first (as the results call answers them). */
  periods: readonly LotteryPeriod[];
}

/**
 * What a player scans before picking: for 5D a heat grid of how often each digit came out at
 * each position; for K3 the dice sum period by period against the big/small line.
 */
export function TrendChart({ family, periods }: TrendChartProps) {
  const { t } = useTranslation();
  const drawn = periods.filter((p) => p.result !== null);
  if (drawn.length === 0) {
    return <p className="trend__none">{t('lottery.trend.none')}</p>;
  }
  const results = drawn.map((p) => p.result!);
  return family === '5D' ? (
    <DigitHeat counts={digitFrequency(results)} draws={drawn.length} />
  ) : (
    <SumLine sums={k3SumsOldestFirst(results)} periodNos={drawn.map((p) => p.periodNo).reverse()} />
  );
}

function DigitHeat({ counts, draws }: { counts: number[][]; draws: number }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...counts.flat());
  const cell = 28;
  const left = 32;
  const top = 22;
  const title = t('lottery.trend.digitTitle', { count: draws });
  return (
    <figure className="trend" data-testid="trend-digits">
      <figcaption className="trend__title">{title}</figcaption>
      <svg
        className="trend__svg"
        viewBox={`0 0 ${left + cell * 10} ${top + cell * 5}`}
        role="img"
        aria-label={title}
      >
        {Array.from({ length: 10 }, (_, digit) => (
          <text
            key={digit}
            x={left + digit * cell + cell / 2}
            y={15}
            textAnchor="middle"
            className="trend__axis"
          >
            {digit}
          </text>
        ))}
        {counts.map((row, position) => (
          <g key={position}>
            <text x={4} y={top + position * cell + cell / 2 + 4} className="trend__axis">
              {t('lottery.picks.positionShort', { position: position + 1 })}
            </text>
            {row.map((count, digit) => (
              <g key={digit}>
                <rect
                  x={left + digit * cell + 1}
                  y={top + position * cell + 1}
                  width={cell - 2}
                  height={cell - 2}
                  rx={4}
                  className="trend__cell"
                  style={{ fillOpacity: 0.12 + (0.88 * count) / max }}
                >
                  <title>{t('lottery.trend.cell', { position: position + 1, digit, count })}</title>
                </rect>
                <text
                  x={left + digit * cell + cell / 2}
                  y={top + position * cell + cell / 2 + 4}
                  textAnchor="middle"
                  className="trend__count"
                >
                  {count}
                </text>
              </g>
            ))}
          </g>
        ))}
      </svg>
    </figure>
  );
}

function SumLine({ sums, periodNos }: { sums: number[]; periodNos: string[] }) {
  const { t } = useTranslation();
  const width = 320;
  const height = 140;
  const pad = 20;
  // Sums run 3–18; the axis shows the possible range so periods compare at a glance.
  const y = (sum: number) => pad + ((18 - sum) / 15) * (height - 2 * pad);
  const step = sums.length > 1 ? (width - 2 * pad) / (sums.length - 1) : 0;
  const x = (i: number) => pad + i * step;
  const title = t('lottery.trend.sumTitle', { count: sums.length });
  return (
    <figure className="trend" data-testid="trend-sums">
      <figcaption className="trend__title">{title}</figcaption>
      <svg className="trend__svg" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title}>
        <line x1={pad} x2={width - pad} y1={y(10.5)} y2={y(10.5)} className="trend__divider" />
        <text x={width - pad} y={y(10.5) - 4} textAnchor="end" className="trend__axis">
          {t('lottery.trend.bigLine')}
        </text>
        {[4, 10, 17].map((s) => (
          <text key={s} x={2} y={y(s) + 4} className="trend__axis">
            {s}
          </text>
        ))}
        <polyline
          points={sums.map((s, i) => `${x(i)},${y(s)}`).join(' ')}
          className="trend__line"
          fill="none"
        />
        {sums.map((s, i) => (
          <circle
            key={periodNos[i]}
            cx={x(i)}
            cy={y(s)}
            r={3.5}
            className={s >= 11 ? 'trend__dot trend__dot--big' : 'trend__dot'}
          >
            <title>{t('lottery.trend.point', { periodNo: periodNos[i], sum: s })}</title>
          </circle>
        ))}
      </svg>
    </figure>
  );
}
