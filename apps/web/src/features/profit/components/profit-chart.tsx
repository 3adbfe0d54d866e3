import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfitGrouping, ProfitPeriod } from '@sorteo/shared';
import { formatMinor } from '../../../lib/money';
import { barExtent, chartScale, labelEvery, yOf } from '../lib/chart-scale';
import { compactMinor, periodLabel } from '../lib/period-label';
import { useElementWidth } from '../lib/use-element-width';

export interface ProfitChartProps {
  periods: ProfitPeriod[];
  groupBy: ProfitGrouping;
  exponent: number;
  currency: string;
  /** What the chart says in words, for screen readers (its `<desc>`). */
  summary: string;
}

const HEIGHT = 240;
const margin = { top: 12, right: 8, bottom: 28, left: 60 };
const LABEL_WIDTH = 52;

/**
 * Profit per period as bars around a zero line: gains rise, losses hang. Each bar names its
 * period and amount (`<title>`, shown on hover); the whole chart is one image whose
 * description sums it up, and the table beside it carries every figure.
 */
export function ProfitChart({ periods, groupBy, exponent, currency, summary }: ProfitChartProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const descId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(boxRef, 640);

  const plotWidth = Math.max(1, width - margin.left - margin.right);
  const plotHeight = HEIGHT - margin.top - margin.bottom;
  const scale = chartScale(periods.map((p) => p.profit));
  const slot = plotWidth / Math.max(1, periods.length);
  const barWidth = Math.max(2, Math.min(48, slot * 0.7));
  const every = labelEvery(periods.length, plotWidth, LABEL_WIDTH);
  const zeroY = margin.top + yOf(0, scale, plotHeight);

  return (
    <div ref={boxRef} className="profit-chart" data-testid="profit-chart">
      <svg
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
      >
        <title id={titleId}>{t(`profit.chartTitle.${groupBy}`)}</title>
        <desc id={descId}>{summary}</desc>
        <g className="profit-chart__grid" aria-hidden="true">
          {scale.ticks.map((tick) => {
            const y = margin.top + yOf(tick, scale, plotHeight);
            return (
              <g key={tick}>
                <line x1={margin.left} x2={width - margin.right} y1={y} y2={y} />
                <text x={margin.left - 6} y={y} dy="0.32em" textAnchor="end">
                  {compactMinor(tick, exponent, i18n.language)}
                </text>
              </g>
            );
          })}
        </g>
        <g>
          {periods.map((period, index) => {
            const { y, height } = barExtent(period.profit, scale, plotHeight);
            const x = margin.left + index * slot + (slot - barWidth) / 2;
            const label = periodLabel(period.period, groupBy, i18n.language);
            return (
              <g key={period.period} data-testid="profit-bar" data-profit={period.profit}>
                <rect
                  className={
                    period.profit < 0 ? 'profit-chart__bar--down' : 'profit-chart__bar--up'
                  }
                  x={x}
                  y={margin.top + y}
                  width={barWidth}
                  // A zero period still shows as a hairline on the axis.
                  height={Math.max(height, 1)}
                  rx={Math.min(3, barWidth / 4)}
                >
                  <title>
                    {`${label}: ${formatMinor(period.profit, exponent, i18n.language, currency)}`}
                  </title>
                </rect>
                {index % every === 0 ? (
                  <text
                    className="profit-chart__label"
                    x={margin.left + index * slot + slot / 2}
                    y={HEIGHT - 8}
                    textAnchor="middle"
                    aria-hidden="true"
                  >
                    {label}
                  </text>
                ) : null}
              </g>
            );
          })}
        </g>
        <line
          className="profit-chart__zero"
          x1={margin.left}
          x2={width - margin.right}
          y1={zeroY}
          y2={zeroY}
          aria-hidden="true"
        />
      </svg>
    </div>
  );
}
