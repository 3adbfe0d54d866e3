/**
 * The value axis of a bar chart: round steps (1, 2 or 5 times a power of ten) that
 * cover every value and always include zero, so gains rise above the zero line and losses
 * hang below it. Values are minor units; everything stays integer.
 */
export interface ChartScale {
  /** The highest value the axis shows (≥ 0). */
  top: number;
  /** The lowest value the axis shows (≤ 0). */
  bottom: number;
  step: number;
  /** Tick values from bottom to top, zero among them (only zero when nothing moved). */
  ticks: number[];
}

/** The smallest round step that splits `span` into at most `parts` parts. */
export function niceStep(span: number, parts: number): number {
  if (span <= 0) return 1;
  const raw = span / parts;
  let power = 1;
  while (power * 10 <= raw) power *= 10;
  for (const factor of [1, 2, 5, 10]) {
    if (factor * power >= raw) return factor * power;
  }
  return 10 * power;
}

export function chartScale(values: readonly number[], parts = 4): ChartScale {
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  // Nothing moved: only the zero line, at the foot of the chart, with no made-up scale.
  if (max === 0 && min === 0) return { top: 1, bottom: 0, step: 1, ticks: [0] };
  const step = niceStep(max - min, parts);
  const top = Math.ceil(max / step) * step;
  const bottom = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let tick = bottom; tick <= top; tick += step) ticks.push(tick);
  return { top, bottom, step, ticks };
}

/** Where `value` sits on an axis `height` pixels tall, measured from the top. */
export function yOf(value: number, scale: ChartScale, height: number): number {
  return ((scale.top - value) / (scale.top - scale.bottom)) * height;
}

/** The rectangle of one bar: from the zero line up (gain) or down (loss). */
export function barExtent(value: number, scale: ChartScale, height: number) {
  const zero = yOf(0, scale, height);
  const end = yOf(value, scale, height);
  return { y: Math.min(zero, end), height: Math.abs(end - zero) };
}

/** Every how many bars an axis label fits, given the room and a label's width. */
export function labelEvery(count: number, plotWidth: number, labelWidth: number): number {
  if (count <= 0) return 1;
  const fits = Math.max(1, Math.floor(plotWidth / labelWidth));
  return Math.max(1, Math.ceil(count / fits));
}
