import { describe, expect, it } from 'vitest';
import { TrailRecorder } from './trail-recorder';

describe('TrailRecorder', () => {
  it('times each sample from the start of the drag', () => {
    const trail = new TrailRecorder();
    trail.begin(0, 1000.4);
    trail.record(12.345, 1016.9);
    trail.record(30, 1050);
    expect(trail.points).toEqual([
      { x: 0, t: 0 },
      { x: 12.3, t: 17 },
      { x: 30, t: 50 },
    ]);
  });

  it('starts on the first sample when begin was not called', () => {
    const trail = new TrailRecorder();
    expect(trail.started).toBe(false);
    trail.record(4, 200);
    expect(trail.started).toBe(true);
    expect(trail.points).toEqual([{ x: 4, t: 0 }]);
  });

  it('never lets time run backwards and drops exact repeats', () => {
    const trail = new TrailRecorder();
    trail.begin(0, 100);
    trail.record(5, 140);
    trail.record(5, 140);
    trail.record(6, 120);
    expect(trail.points).toEqual([
      { x: 0, t: 0 },
      { x: 5, t: 40 },
      { x: 6, t: 40 },
    ]);
  });

  it('keeps to the cap and always ends where the drag ended', () => {
    const trail = new TrailRecorder(3);
    trail.begin(0, 0);
    for (let i = 1; i <= 10; i++) trail.record(i * 10, i * 16);
    expect(trail.points).toEqual([
      { x: 0, t: 0 },
      { x: 10, t: 16 },
      { x: 100, t: 160 },
    ]);
  });

  it('forgets everything on reset', () => {
    const trail = new TrailRecorder();
    trail.begin(0, 0);
    trail.record(3, 10);
    trail.reset();
    expect(trail.started).toBe(false);
    expect(trail.points).toEqual([]);
  });
});
