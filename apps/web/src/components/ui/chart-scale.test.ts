import { describe, expect, it } from 'vitest';
import { barExtent, chartScale, labelEvery, niceStep, yOf } from './chart-scale';

describe('bar chart scale', () => {
  it('picks round steps of 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(100, 4)).toBe(50);
    expect(niceStep(37, 4)).toBe(10);
    expect(niceStep(1_230_000, 4)).toBe(500_000);
    expect(niceStep(7, 4)).toBe(2);
    expect(niceStep(0, 4)).toBe(1);
  });

  it('covers gains and losses with zero on the axis', () => {
    const scale = chartScale([120_000, -45_000, 0]);
    expect(scale.top).toBeGreaterThanOrEqual(120_000);
    expect(scale.bottom).toBeLessThanOrEqual(-45_000);
    expect(scale.ticks).toContain(0);
    expect(scale).toEqual({
      top: 150_000,
      bottom: -50_000,
      step: 50_000,
      ticks: [-50_000, 0, 50_000, 100_000, 150_000],
    });
  });

  it('keeps zero at the bottom when nothing was lost and shows only the zero line when nothing moved', () => {
    expect(chartScale([3, 8]).bottom).toBe(0);
    expect(chartScale([0, 0])).toEqual({ top: 1, bottom: 0, step: 1, ticks: [0] });
    expect(chartScale([]).ticks).toEqual([0]);
  });

  it('draws a gain above the zero line and a loss below it', () => {
    const scale = chartScale([100, -100]);
    const height = 200;
    const zero = yOf(0, scale, height);
    expect(zero).toBe(100);
    expect(barExtent(100, scale, height)).toEqual({ y: 0, height: 100 });
    expect(barExtent(-50, scale, height)).toEqual({ y: 100, height: 50 });
    expect(barExtent(0, scale, height).height).toBe(0);
  });

  it('thins axis labels so they never overlap', () => {
    expect(labelEvery(7, 600, 48)).toBe(1);
    expect(labelEvery(90, 300, 48)).toBe(15);
    expect(labelEvery(0, 300, 48)).toBe(1);
  });
});
