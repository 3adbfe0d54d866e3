import { PNG } from 'pngjs';

/**
 * What a short script does with the two pictures of a slider puzzle: find the x where the
 * background looks most like the piece, by one simple comparison or another, and drop the
 * piece there. Each must do no better than chance.
 */

type Picture = { width: number; height: number; rgb: Float32Array; alpha: Uint8Array };

function decode(dataUrl: string): Picture {
  const png = PNG.sync.read(Buffer.from(dataUrl.split(',')[1]!, 'base64'));
  const { width, height, data } = png;
  const rgb = new Float32Array(width * height * 3);
  const alpha = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    for (let c = 0; c < 3; c++) rgb[i * 3 + c] = data[i * 4 + c]!;
    alpha[i] = data[i * 4 + 3]!;
  }
  return { width, height, rgb, alpha };
}

const luma = (p: Picture, i: number) =>
  0.299 * p.rgb[i * 3]! + 0.587 * p.rgb[i * 3 + 1]! + 0.114 * p.rgb[i * 3 + 2]!;

/** Brightness change towards the right and downwards neighbour. */
function gradient(p: Picture, x: number, y: number): number {
  const i = y * p.width + x;
  const right = x + 1 < p.width ? luma(p, i + 1) : luma(p, i);
  const down = y + 1 < p.height ? luma(p, i + p.width) : luma(p, i);
  return Math.abs(right - luma(p, i)) + Math.abs(down - luma(p, i));
}

/** Opaque piece pixels at least `margin` px from any see-through one, skipping its rim. */
function innerPixels(piece: Picture, margin: number): [number, number][] {
  const { width: w, height: h, alpha } = piece;
  const solid = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < w && y < h && alpha[y * w + x] === 255;
  const inner: [number, number][] = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let all = true;
      for (let dy = -margin; dy <= margin && all; dy++) {
        for (let dx = -margin; dx <= margin && all; dx++) all = solid(x + dx, y + dy);
      }
      if (all) inner.push([x, y]);
    }
  }
  return inner;
}

function pearson(a: number[], b: number[]): number {
  const n = a.length;
  const ma = a.reduce((s, v) => s + v, 0) / n;
  const mb = b.reduce((s, v) => s + v, 0) / n;
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let k = 0; k < n; k++) {
    ab += (a[k]! - ma) * (b[k]! - mb);
    aa += (a[k]! - ma) ** 2;
    bb += (b[k]! - mb) ** 2;
  }
  return ab / Math.sqrt(aa * bb || 1);
}

/** A score for dropping the piece at x (lower is better). */
export type Method = (background: Picture, piece: Picture, pieceY: number) => (x: number) => number;

export const solverMethods: Record<string, Method> = {
  /** The finding: the hole is the piece's own pixels at half brightness. */
  halfBrightness: (bg, piece, pieceY) => {
    const inner = innerPixels(piece, 3);
    return (x) => {
      let sum = 0;
      for (const [px, py] of inner) {
        const b = ((pieceY + py) * bg.width + x + px) * 3;
        const p = (py * piece.width + px) * 3;
        for (let c = 0; c < 3; c++) sum += Math.abs(bg.rgb[b + c]! - 0.5 * piece.rgb[p + c]!);
      }
      return sum / inner.length;
    };
  },
  /** The mean brightness under the piece's shape is half the piece's. */
  meanOfMask: (bg, piece, pieceY) => {
    const inner = innerPixels(piece, 3);
    const target = inner.reduce((s, [px, py]) => s + luma(piece, py * piece.width + px), 0) / 2;
    return (x) =>
      Math.abs(
        inner.reduce((s, [px, py]) => s + luma(bg, (pieceY + py) * bg.width + x + px), 0) - target,
      );
  },
  /** Light and dark in the same places, whatever the brightness and contrast. */
  correlation: (bg, piece, pieceY) => {
    const inner = innerPixels(piece, 3);
    const p = inner.map(([px, py]) => luma(piece, py * piece.width + px));
    return (x) =>
      -pearson(
        p,
        inner.map(([px, py]) => luma(bg, (pieceY + py) * bg.width + x + px)),
      );
  },
  /** Each colour channel a fixed multiple of the piece's: the residual of the best multiple. */
  brightnessRatio: (bg, piece, pieceY) => {
    const inner = innerPixels(piece, 3);
    return (x) => {
      let pb = 0;
      let pp = 0;
      let bb = 0;
      for (const [px, py] of inner) {
        const b = ((pieceY + py) * bg.width + x + px) * 3;
        const p = (py * piece.width + px) * 3;
        for (let c = 0; c < 3; c++) {
          pb += piece.rgb[p + c]! * bg.rgb[b + c]!;
          pp += piece.rgb[p + c]! ** 2;
          bb += bg.rgb[b + c]! ** 2;
        }
      }
      return 1 - (pb * pb) / (pp * bb || 1);
    };
  },
  /** The piece's edges (disc rims, hill ridges) where the background has edges too. */
  edges: (bg, piece, pieceY) => {
    const inner = innerPixels(piece, 4);
    const p = inner.map(([px, py]) => gradient(piece, px, py));
    return (x) =>
      -pearson(
        p,
        inner.map(([px, py]) => gradient(bg, x + px, pieceY + py)),
      );
  },
  /** Colours just outside the hole continue the colours just inside the piece's edge. */
  continuity: (bg, piece, pieceY) => {
    const inner = innerPixels(piece, 3);
    const ring: { dx: number; dy: number; colour: number[] }[] = [];
    const solidNear = (x: number, y: number, r: number) =>
      inner.filter(([px, py]) => (px - x) ** 2 + (py - y) ** 2 <= r * r);
    const opaque = (x: number, y: number) =>
      x >= 0 &&
      y >= 0 &&
      x < piece.width &&
      y < piece.height &&
      piece.alpha[y * piece.width + x]! > 0;
    for (let y = -6; y < piece.height + 6; y++) {
      for (let x = -6; x < piece.width + 6; x++) {
        if (opaque(x, y) || solidNear(x, y, 5).length > 0) continue;
        const near = solidNear(x, y, 9);
        if (near.length < 4) continue;
        const colour = [0, 1, 2].map(
          (c) =>
            near.reduce((s, [px, py]) => s + piece.rgb[(py * piece.width + px) * 3 + c]!, 0) /
            near.length,
        );
        ring.push({ dx: x, dy: y, colour });
      }
    }
    return (x) => {
      let sum = 0;
      let count = 0;
      for (const { dx, dy, colour } of ring) {
        const bx = x + dx;
        const by = pieceY + dy;
        if (bx < 0 || by < 0 || bx >= bg.width || by >= bg.height) continue;
        const b = (by * bg.width + bx) * 3;
        for (let c = 0; c < 3; c++) sum += Math.abs(bg.rgb[b + c]! - colour[c]!);
        count++;
      }
      return count ? sum / count : Infinity;
    };
  },
};

export type Puzzle = { background: string; piece: string; pieceY: number };

export function solve(method: Method, puzzle: Puzzle): number {
  const background = decode(puzzle.background);
  const piece = decode(puzzle.piece);
  const score = method(background, piece, puzzle.pieceY);
  let best = 0;
  let bestScore = Infinity;
  for (let x = 0; x <= background.width - piece.width; x++) {
    const s = score(x);
    if (s < bestScore) [best, bestScore] = [x, s];
  }
  return best;
}
