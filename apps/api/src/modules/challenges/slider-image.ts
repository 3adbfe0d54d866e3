import { PIECE_SIZE, pieceCoverage, pieceDistance } from './puzzle-shape.js';
import { decoyShapes, drawGap, pickBox, type Box } from './slider-gaps.js';
import { secureRandom, type Random } from './random.js';
import { fillDisc, hsl, Raster } from './raster.js';

/**
 * Picture size and where the piece may sit. The hole starts right of every other number in
 * the challenge (pieceY, pieceSize, height), so the answer cannot be told from them.
 */
export const sliderLayout = {
  width: 320,
  height: 160,
  pieceSize: PIECE_SIZE,
  minX: 170,
  maxX: 320 - PIECE_SIZE - 4,
  minY: 4,
  maxY: 160 - PIECE_SIZE - 4,
} as const;

const WHITE = [255, 255, 255] as const;
const BLACK = [0, 0, 0] as const;

/** Sky and rolling hills in one random hue, with scattered discs for texture. */
function paintScene(raster: Raster, random: Random): void {
  const { width, height } = raster;
  const hue = random.float(0, 360);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raster.set(x, y, hsl(hue, 0.55, 0.82 - (0.18 * y) / height));
  }
  for (let i = 0; i < 28; i++) {
    const at = [random.float(0, width), random.float(0, height)] as const;
    fillDisc(
      raster,
      at,
      random.float(3, 16),
      hsl(random.float(0, 360), 0.6, random.float(0.45, 0.85)),
      random.float(0.4, 0.9),
    );
  }
  for (let layer = 0; layer < 3; layer++) {
    const base = height * (0.45 + 0.17 * layer);
    const amplitude = random.float(8, 22);
    const frequency = random.float(0.015, 0.05);
    const phase = random.float(0, Math.PI * 2);
    const colour = hsl((hue + 40 + 35 * layer) % 360, 0.5, 0.55 - 0.1 * layer);
    for (let x = 0; x < width; x++) {
      const ridge =
        base + amplitude * Math.sin(x * frequency + phase) + 4 * Math.sin(x * 0.21 + phase);
      for (let y = Math.max(0, Math.floor(ridge)); y < height; y++) {
        raster.blend(x, y, colour, Math.min(1, y + 1 - ridge));
      }
    }
  }
}

/** The piece: its shape cut from the scene at (left, top), with a light rim and a soft shadow. */
function cutPiece(scene: Raster, { left, top }: Box): Raster {
  const piece = new Raster(PIECE_SIZE, PIECE_SIZE);
  for (let y = 0; y < PIECE_SIZE; y++) {
    for (let x = 0; x < PIECE_SIZE; x++) {
      const d = pieceDistance(x + 0.5, y + 0.5);
      if (d > 0) piece.blend(x, y, BLACK, 0.3 * Math.max(0, 1 - d / 3));
      const [r, g, b] = scene.rgba(left + x, top + y);
      piece.blend(x, y, [r, g, b], pieceCoverage(x, y));
      piece.blend(x, y, WHITE, 0.85 * Math.max(0, Math.min(1, 1 - Math.abs(d + 1))));
    }
  }
  return piece;
}

/** Room between the gap, the decoys and where the piece came from, so none spoils another. */
const GAP_PX = 12;

export type SliderImages = { background: string; piece: string };

/**
 * The piece shows a patch of the picture taken away from the gap, and the gap is frosted
 * over with noise: nothing inside the gap is a copy of the piece, so comparing the two
 * pictures finds where the patch came from, not the gap. Two decoy gaps in other shapes
 * and fainter lines stop a script that looks only for a frosted patch on the piece's row.
 */
export function renderSlider(
  holeX: number,
  pieceY: number,
  random: Random = secureRandom,
): SliderImages {
  const scene = new Raster(sliderLayout.width, sliderLayout.height);
  paintScene(scene, random);
  const hole = { left: holeX, top: pieceY };
  const row = { minY: pieceY, maxY: pieceY };
  const place = (taken: Box[], rows: { minY: number; maxY: number }) =>
    pickBox(random, taken, GAP_PX, rows, sliderLayout.width);
  // minX leaves room on the row left of every hole, so the fallback is never taken.
  const source = place([hole], row) ?? hole;
  const piece = cutPiece(scene, source);
  const decoys: Box[] = [];
  for (const rows of [row, sliderLayout]) {
    const box = place([hole, source, ...decoys], rows);
    if (box) decoys.push(box);
  }
  for (const box of decoys) {
    const shape = decoyShapes[random.int(0, decoyShapes.length - 1)]!;
    drawGap(scene, box, shape, 'decoy', random);
  }
  drawGap(scene, hole, pieceDistance, 'real', random);
  return { background: scene.toDataUrl(), piece: piece.toDataUrl() };
}
