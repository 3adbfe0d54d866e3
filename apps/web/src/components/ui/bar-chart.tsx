import { useId, useRef } from 'react';
import { barExtent, chartScale, labelEvery, yOf } from './chart-scale';
import { useElementWidth } from './use-element-width';
import './bar-chart.css';

export interface BarSeries {
  /** Names the bars' data attribute: `data-<key>` holds each bar's value. */
  key: string;
  /** The series' name, in the legend and in each bar's hover text. */
  name: string;
  values: readonly number[];
  /** Colour of the series' gains; a loss is always drawn in the danger colour. */
  tone?: 'primary' | 'secondary';
  /** Test id of each of the series' bars. */
  barTestId: string;
}

export interface BarChartProps {
  title: string;
  /** What the chart says in words, for screen readers (its `<desc>`). */
  summary: string;
  /** One label per slot on the horizontal axis; every series has a value per slot. */
  labels: readonly string[];
  series: readonly BarSeries[];
  /** A bar's amount in its hover text. */
  formatValue: (value: number) => string;
  /** An axis figure, short. */
  formatTick: (value: number) => string;
  testId: string;
}

const HEIGHT = 240;
const margin = { top: 12, right: 8, bottom: 28, left: 60 };
const LABEL_WIDTH = 52;

/**
 * Bars around a zero line, one or more series side by side in each slot: gains rise,
 * losses hang. Each bar names its slot and amount (`<title>`, shown on hover); the whole
 * chart is one image whose description sums it up, so a page shows its figures in a table
 * as well. Drawn at its rendered width so the text stays readable on a phone.
 */
export function BarChart({
  title,
  summary,
  labels,
  series,
  formatValue,
  formatTick,
  testId,
}: BarChartProps) {
  const titleId = useId();
  const descId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(boxRef, 640);

  const plotWidth = Math.max(1, width - margin.left - margin.right);
  const plotHeight = HEIGHT - margin.top - margin.bottom;
  const scale = chartScale(series.flatMap((s) => s.values));
  const slot = plotWidth / Math.max(1, labels.length);
  const groupWidth = Math.max(2, Math.min(48 * series.length, slot * 0.7));
  const barWidth = groupWidth / Math.max(1, series.length);
  const every = labelEvery(labels.length, plotWidth, LABEL_WIDTH);
  const zeroY = margin.top + yOf(0, scale, plotHeight);

  return (
    <div ref={boxRef} className="bar-chart" data-testid={testId}>
      <svg
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{summary}</desc>
        <g className="bar-chart__grid" aria-hidden="true">
          {scale.ticks.map((tick) => {
            const y = margin.top + yOf(tick, scale, plotHeight);
            return (
              <g key={tick}>
                <line x1={margin.left} x2={width - margin.right} y1={y} y2={y} />
                <text x={margin.left - 6} y={y} dy="0.32em" textAnchor="end">
                  {formatTick(tick)}
                </text>
              </g>
            );
          })}
        </g>
        {labels.map((label, index) => {
          const start = margin.left + index * slot + (slot - groupWidth) / 2;
          return (
            <g key={`${label}-${index}`}>
              {series.map((s, at) => {
                const value = s.values[index] ?? 0;
                const { y, height } = barExtent(value, scale, plotHeight);
                const tone = value < 0 ? 'down' : (s.tone ?? 'secondary');
                return (
                  <rect
                    key={s.key}
                    className={`bar-chart__bar--${tone}`}
                    x={start + at * barWidth}
                    y={margin.top + y}
                    width={Math.max(1, barWidth - (series.length > 1 ? 1 : 0))}
                    // A zero value still shows as a hairline on the axis.
                    height={Math.max(height, 1)}
                    rx={Math.min(3, barWidth / 4)}
                    data-testid={s.barTestId}
                    {...{ [`data-${s.key}`]: value }}
                  >
                    <title>{`${label} · ${s.name}: ${formatValue(value)}`}</title>
                  </rect>
                );
              })}
              {index % every === 0 ? (
                <text
                  className="bar-chart__label"
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
        <line
          className="bar-chart__zero"
          x1={margin.left}
          x2={width - margin.right}
          y1={zeroY}
          y2={zeroY}
          aria-hidden="true"
        />
      </svg>
      {series.length > 1 ? (
        <ul className="bar-chart__legend" aria-hidden="true">
          {series.map((s) => (
            <li key={s.key}>
              <span className={`bar-chart__swatch bar-chart__bar--${s.tone ?? 'secondary'}`} />
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
