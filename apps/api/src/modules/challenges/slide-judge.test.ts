import { describe, expect, it } from 'vitest';
import { humanTrail, roboticTrail } from '../../../test/challenges.js';
import { judgeSlide, slideRules } from './slide-judge.js';

const HOLE = 200;
const judge = (x: number, trail = humanTrail(x), msSinceIssued = 10_000) =>
  judgeSlide({ x, trail }, HOLE, msSinceIssued);

describe('judgeSlide', () => {
  it('accepts a human drag that ends within the tolerance of the hole', () => {
    expect(judge(HOLE)).toEqual({ ok: true });
    expect(judge(HOLE - slideRules.tolerancePx)).toEqual({ ok: true });
    expect(judge(HOLE + slideRules.tolerancePx)).toEqual({ ok: true });
  });

  it('refuses a drop outside the tolerance', () => {
    expect(judge(HOLE + slideRules.tolerancePx + 1)).toEqual({ ok: false, reason: 'position' });
    expect(judge(0)).toEqual({ ok: false, reason: 'position' });
  });

  it('refuses a straight line at constant speed', () => {
    expect(judge(HOLE, roboticTrail(HOLE))).toEqual({ ok: false, reason: 'constant-speed' });
  });

  it('refuses too few samples, time running backwards, and implausible durations', () => {
    expect(judge(HOLE, humanTrail(HOLE).slice(-5))).toMatchObject({ reason: 'too-few-points' });
    const shuffled = humanTrail(HOLE);
    [shuffled[3], shuffled[4]] = [shuffled[4]!, shuffled[3]!];
    expect(judge(HOLE, shuffled)).toMatchObject({ reason: 'time-order' });
    expect(judge(HOLE, humanTrail(HOLE, 150))).toMatchObject({ reason: 'duration' });
    expect(judge(HOLE, humanTrail(HOLE, 31_000), 60_000)).toMatchObject({ reason: 'duration' });
  });

  it('refuses a drag that did not start at the left edge or ends away from the drop', () => {
    const lateStart = humanTrail(HOLE).map((p) => ({ ...p, x: p.x + 40 }));
    expect(judge(HOLE, lateStart)).toMatchObject({ reason: 'start' });
    const elsewhere = humanTrail(HOLE - 50);
    expect(judge(HOLE, elsewhere)).toMatchObject({ reason: 'end' });
  });

  it('refuses a drag longer than the time since the puzzle was handed out', () => {
    expect(judge(HOLE, humanTrail(HOLE, 3000), 1000)).toMatchObject({
      reason: 'faster-than-issue',
    });
    expect(judge(HOLE, humanTrail(HOLE, 1200), 1000)).toEqual({ ok: true });
  });
});
