import { encodePng, pngDataUrl } from './png.js';

export type Rgb = readonly [number, number, number];
export type Point = readonly [number, number];

/** An RGBA picture small enough to paint pixel by pixel. */
export class Raster {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4);
  }

  rgba(x: number, y: number): [number, number, number, number] {
    const i = (y * this.width + x) * 4;
    const d = this.data;
    return [d[i]!, d[i + 1]!, d[i + 2]!, d[i + 3]!];
  }

  set(x: number, y: number, [r, g, b]: Rgb, alpha = 255): void {
    const i = (y * this.width + x) * 4;
    this.data[i] = r;
    this.data[i + 1] = g;
    this.data[i + 2] = b;
    this.data[i + 3] = alpha;
  }

  /** Paints `color` over the pixel with opacity `amount` (0–1), "source over". */
  blend(x: number, y: number, [r, g, b]: Rgb, amount: number): void {
    if (amount <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const a = Math.min(amount, 1);
    const i = (y * this.width + x) * 4;
    const d = this.data;
    const under = d[i + 3]! / 255;
    const out = a + under * (1 - a);
    const keep = (under * (1 - a)) / out;
    const take = a / out;
    d[i] = Math.round(r * take + d[i]! * keep);
    d[i + 1] = Math.round(g * take + d[i + 1]! * keep);
    d[i + 2] = Math.round(b * take + d[i + 2]! * keep);
    d[i + 3] = Math.round(out * 255);
  }

  toDataUrl(): string {
    return pngDataUrl(encodePng(this.width, this.height, this.data));
  }
}

function distanceToSegment(px: number, py: number, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSq = dx * dx + dy * dy;
  const t =
    lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSq));
  const ex = px - (ax + t * dx);
  const ey = py - (ay + t * dy);
  return Math.sqrt(ex * ex + ey * ey);
}

/**
 * Strokes polylines with round joints and anti-aliased edges. Coverage is the maximum over
 * all segments, so joints where segments overlap are not painted twice.
 */
export function strokePolylines(
  raster: Raster,
  polylines: readonly (readonly Point[])[],
  lineWidth: number,
  color: Rgb,
  opacity = 1,
): void {
  const { width, height } = raster;
  const half = lineWidth / 2;
  const coverage = new Float32Array(width * height);
  const reach = half + 1;
  for (const line of polylines) {
    for (let i = 1; i < line.length; i++) {
      const a = line[i - 1]!;
      const b = line[i]!;
      const x0 = Math.max(0, Math.floor(Math.min(a[0], b[0]) - reach));
      const x1 = Math.min(width - 1, Math.ceil(Math.max(a[0], b[0]) + reach));
      const y0 = Math.max(0, Math.floor(Math.min(a[1], b[1]) - reach));
      const y1 = Math.min(height - 1, Math.ceil(Math.max(a[1], b[1]) + reach));
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          const c = half + 0.5 - distanceToSegment(x + 0.5, y + 0.5, a, b);
          const k = y * width + x;
          if (c > coverage[k]!) coverage[k] = Math.min(c, 1);
        }
      }
    }
  }
  for (let k = 0; k < coverage.length; k++) {
    if (coverage[k]! > 0)
      raster.blend(k % width, Math.floor(k / width), color, coverage[k]! * opacity);
  }
}

/** An anti-aliased filled disc. */
export function fillDisc(raster: Raster, [cx, cy]: Point, radius: number, color: Rgb, opacity = 1) {
  for (let y = Math.floor(cy - radius - 1); y <= Math.ceil(cy + radius + 1); y++) {
    for (let x = Math.floor(cx - radius - 1); x <= Math.ceil(cx + radius + 1); x++) {
      const coverage = Math.max(
        0,
        Math.min(1, radius + 0.5 - Math.sqrt((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2)),
      );
      raster.blend(x, y, color, coverage * opacity);
    }
  }
}

function hslChannel(n: number, hue: number, lightness: number, halfChroma: number): number {
  const k = (n + hue / 30) % 12;
  return Math.round(255 * (lightness - halfChroma * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
}

/** Colour from hue (degrees), saturation and lightness (0–1). */
export function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const halfChroma = ((1 - Math.abs(2 * lightness - 1)) * saturation) / 2;
  return [
    hslChannel(0, hue, lightness, halfChroma),
    hslChannel(8, hue, lightness, halfChroma),
    hslChannel(4, hue, lightness, halfChroma),
  ];
}
