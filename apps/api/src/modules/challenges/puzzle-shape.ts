/**
 * The puzzle piece as a signed distance (px; negative inside) in the piece's own square:
 * a 40 px body with a round tab on top and on the right, and a round notch on the left.
 */
export const PIECE_SIZE = 54;

function box(x: number, y: number, cx: number, cy: number, half: number): number {
  const qx = Math.abs(x - cx) - half;
  const qy = Math.abs(y - cy) - half;
  const outside = Math.sqrt(Math.max(qx, 0) ** 2 + Math.max(qy, 0) ** 2);
  return outside + Math.min(Math.max(qx, qy), 0);
}

function disc(x: number, y: number, cx: number, cy: number, radius: number): number {
  return Math.sqrt((x - cx) ** 2 + (y - cy) ** 2) - radius;
}

export function pieceDistance(x: number, y: number): number {
  const solid = Math.min(box(x, y, 23, 31, 20), disc(x, y, 23, 11, 8), disc(x, y, 43, 31, 8));
  return Math.max(solid, -disc(x, y, 3, 31, 7));
}

/** How much of the pixel whose top-left corner is (x, y) the piece covers (0–1). */
export function pieceCoverage(x: number, y: number): number {
  return Math.max(0, Math.min(1, 0.5 - pieceDistance(x + 0.5, y + 0.5)));
}
