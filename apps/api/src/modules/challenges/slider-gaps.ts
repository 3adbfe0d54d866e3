import { PIECE_SIZE, pieceDistance } from './puzzle-shape.js';
import type { Random } from './random.js';
import type { Raster } from './raster.js';

/** Where a piece-sized square sits in the picture (its top-left corner). */
export type Box = { left: number; top: number };

type Shape = (x: number, y: number) => number;

/** The piece mirrored, flipped or turned: a person sees at once that it does not fit. */
export const decoyShapes: readonly Shape[] = [
  (x, y) => pieceDistance(PIECE_SIZE - x, y),
  (x, y) => pieceDistance(PIECE_SIZE - x, PIECE_SIZE - y),
  (x, y) => pieceDistance(x, PIECE_SIZE - y),
];

const MARGIN = 4;
const STEP = 2;

/**
 * A random square of the piece's size, its top between minY and maxY, clear of `taken` by
 * `gap` px; null when none is left. Chosen from the list of free places, so a fixed random
 * source in tests still ends.
 */
export function pickBox(
  random: Random,
  taken: readonly Box[],
  gap: number,
  rows: { minY: number; maxY: number },
  width: number,
): Box | null {
  const clear = (box: Box) =>
    taken.every(
      (t) =>
        Math.abs(t.left - box.left) >= PIECE_SIZE + gap ||
        Math.abs(t.top - box.top) >= PIECE_SIZE + gap,
    );
  const free: Box[] = [];
  for (let top = rows.minY; top <= rows.maxY; top += STEP) {
    for (let left = MARGIN; left <= width - PIECE_SIZE - MARGIN; left += STEP) {
      if (clear({ left, top })) free.push({ left, top });
    }
  }
  return free.length > 0 ? free[random.int(0, free.length - 1)]! : null;
}

/** The shadow a gap casts around itself: the picture next to it no longer runs on into it. */
const HALO_PX = 12;

const clamp01 = (v: number) => Math.max(0, Math.min(1, v));

/** The real gap is drawn bolder than the decoys, so a person is not led astray. */
const styles = {
  real: { frost: 0.8, outline: 0.6, shade: 0.3, halo: 0.3 },
  decoy: { frost: 0.6, outline: 0.3, shade: 0.15, halo: 0.2 },
} as const;

/**
 * A gap in the picture: frosted over with uneven white, so the picture under it shows only
 * faintly and never as a copy of the piece, with a dark outline and a shade inside its edge.
 */
export function drawGap(
  scene: Raster,
  { left, top }: Box,
  shape: Shape,
  kind: keyof typeof styles,
  random: Random,
): void {
  const style = styles[kind];
  const white = [255, 255, 255] as const;
  const black = [0, 0, 0] as const;
  for (let y = -HALO_PX; y < PIECE_SIZE + HALO_PX; y++) {
    for (let x = -HALO_PX; x < PIECE_SIZE + HALO_PX; x++) {
      const d = shape(x + 0.5, y + 0.5);
      const cover = clamp01(0.5 - d);
      if (cover > 0) {
        scene.blend(left + x, top + y, white, cover * style.frost * random.float(0.7, 1));
        scene.blend(left + x, top + y, black, cover * style.shade * clamp01(1 + d / 4));
      }
      scene.blend(left + x, top + y, black, style.outline * clamp01(1 - Math.abs(d)));
      if (d > 0) scene.blend(left + x, top + y, black, style.halo * clamp01(1 - d / HALO_PX));
    }
  }
}
