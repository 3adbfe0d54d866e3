import { challengeLimits, type TrailPoint } from '@sorteo/shared/contract/challenges';

/**
 * Records a drag as the server wants it: piece position (0.1 px) and ms since the drag
 * began, in time order. Past the cap the last sample is overwritten, so where the drag
 * ended is always what is sent.
 */
export class TrailRecorder {
  #startedAt: number | null = null;
  #points: TrailPoint[] = [];

  constructor(private readonly maxPoints: number = challengeLimits.trailMaxPoints) {}

  get started(): boolean {
    return this.#startedAt !== null;
  }

  get points(): readonly TrailPoint[] {
    return this.#points;
  }

  begin(x: number, at: number): void {
    this.#startedAt = at;
    this.#points = [{ x: roundTenth(x), t: 0 }];
  }

  record(x: number, at: number): void {
    if (this.#startedAt === null) return this.begin(x, at);
    const last = this.#points[this.#points.length - 1];
    const point = {
      x: roundTenth(x),
      t: Math.max(Math.round(at - this.#startedAt), last?.t ?? 0),
    };
    if (last && last.t === point.t && last.x === point.x) return;
    if (this.#points.length >= this.maxPoints) this.#points[this.#points.length - 1] = point;
    else this.#points.push(point);
  }

  reset(): void {
    this.#startedAt = null;
    this.#points = [];
  }
}

const roundTenth = (x: number) => Math.round(x * 10) / 10;
