import { captchaPicture } from '@sorteo/shared';
import { glyphBox, glyphs } from './glyphs.js';
import { secureRandom, type Random } from './random.js';
import { fillDisc, hsl, Raster, strokePolylines, type Point } from './raster.js';

const GLYPH_SCALE = 6.4;
const STROKE = 3.4;

function background(raster: Raster, random: Random): void {
  const hue = random.float(0, 360);
  for (let y = 0; y < raster.height; y++) {
    for (let x = 0; x < raster.width; x++) {
      raster.set(x, y, hsl((hue + x / 4) % 360, 0.45, 0.9 + 0.04 * Math.sin(y / 9)));
    }
  }
}

/** Places one character: scaled around its centre, rotated, then moved to (cx, cy). */
function placeGlyph(char: string, [cx, cy]: Point, angle: number, scale: number): Point[][] {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return (glyphs.get(char) ?? []).map((line) =>
    line.map(([gx, gy]): Point => {
      const x = (gx - glyphBox.width / 2) * scale;
      const y = (gy - glyphBox.height / 2) * scale;
      return [cx + x * cos - y * sin, cy + x * sin + y * cos];
    }),
  );
}

function noiseLine(raster: Raster, random: Random): void {
  const { width, height } = raster;
  const start: Point = [random.float(-10, width / 3), random.float(0, height)];
  const end: Point = [random.float((2 * width) / 3, width + 10), random.float(0, height)];
  const bend = random.float(-height / 2, height / 2);
  const points: Point[] = [];
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    points.push([
      start[0] + (end[0] - start[0]) * t,
      start[1] + (end[1] - start[1]) * t + bend * 4 * t * (1 - t),
    ]);
  }
  strokePolylines(
    raster,
    [points],
    random.float(1, 1.8),
    hsl(random.float(0, 360), 0.5, 0.45),
    0.7,
  );
}

/** The captcha picture of `text`: distorted enough to slow a machine, plain enough to read. */
export function renderCaptcha(text: string, random: Random = secureRandom): string {
  const raster = new Raster(captchaPicture.width, captchaPicture.height);
  background(raster, random);
  for (let i = 0; i < 60; i++) {
    const at: Point = [random.float(0, raster.width), random.float(0, raster.height)];
    fillDisc(raster, at, random.float(0.6, 1.6), hsl(random.float(0, 360), 0.5, 0.55), 0.6);
  }
  const pitch = (raster.width - 24) / text.length;
  [...text].forEach((char, i) => {
    const scale = GLYPH_SCALE * random.float(0.88, 1.08);
    const centre: Point = [
      12 + pitch * (i + 0.5) + random.float(-3, 3),
      raster.height / 2 + random.float(-5, 5),
    ];
    const lines = placeGlyph(char, centre, random.float(-0.38, 0.38), scale);
    strokePolylines(
      raster,
      lines,
      STROKE,
      hsl(random.float(0, 360), 0.7, random.float(0.22, 0.32)),
    );
  });
  for (let i = 0; i < 3; i++) noiseLine(raster, random);
  for (let i = 0; i < 90; i++) {
    const at: Point = [random.float(0, raster.width), random.float(0, raster.height)];
    fillDisc(raster, at, random.float(0.5, 1.1), hsl(random.float(0, 360), 0.6, 0.35), 0.55);
  }
  return raster.toDataUrl();
}
