import type { Point } from './raster.js';

/**
 * Stroke outlines of the captcha characters on a 4 × 6 grid (x right, y down), one string
 * per polyline of "x,y" points. Characters a person could confuse (0/O/Q, 1/I/L, 2/Z,
 * 5/S, 8/B) are left out, so every answer is typed as it is read.
 */
const outlines: Record<string, string[]> = {
  A: ['0,6 2,0 4,6', '0.7,4 3.3,4'],
  C: ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5'],
  D: ['0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0'],
  E: ['4,0 0,0 0,6 4,6', '0,3 3,3'],
  F: ['4,0 0,0 0,6', '0,3 3,3'],
  G: ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.5 2,3.5'],
  H: ['0,0 0,6', '4,0 4,6', '0,3 4,3'],
  J: ['1.5,0 4,0 4,5 3,6 1,6 0,5'],
  K: ['0,0 0,6', '4,0 0,4', '1.4,2.6 4,6'],
  M: ['0,6 0,0 2,3.5 4,0 4,6'],
  N: ['0,6 0,0 4,6 4,0'],
  P: ['0,6 0,0 3,0 4,1 4,2.5 3,3.5 0,3.5'],
  R: ['0,6 0,0 3,0 4,1 4,2.5 3,3.5 0,3.5', '2,3.5 4,6'],
  T: ['0,0 4,0', '2,0 2,6'],
  U: ['0,0 0,5 1,6 3,6 4,5 4,0'],
  V: ['0,0 2,6 4,0'],
  W: ['0,0 1,6 2,2 3,6 4,0'],
  X: ['0,0 4,6', '4,0 0,6'],
  Y: ['0,0 2,3 4,0', '2,3 2,6'],
  '3': ['0,1 1,0 3,0 4,1 4,2 3,3 1.5,3', '3,3 4,4 4,5 3,6 1,6 0,5'],
  '4': ['3,6 3,0 0,4 4,4'],
  '6': ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 1,3 0,4'],
  '7': ['0,0 4,0 1.5,6'],
  '9': ['0,5 1,6 3,6 4,5 4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,2'],
};

const parse = (polyline: string): Point[] =>
  polyline.split(' ').map((pair) => {
    const [x, y] = pair.split(',').map(Number);
    return [x!, y!];
  });

export const glyphs: ReadonlyMap<string, readonly Point[][]> = new Map(
  Object.entries(outlines).map(([char, lines]) => [char, lines.map(parse)]),
);

export const captchaAlphabet = [...glyphs.keys()].join('');

export const glyphBox = { width: 4, height: 6 } as const;
