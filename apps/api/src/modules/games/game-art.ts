import { createHash } from 'node:crypto';
import type { GameCategory } from '@sorteo/shared';

/**
 * Artwork of the demo catalogue's games, drawn as SVG (4:3, no words, so one picture serves
 * every language). The category sets the motif, the game's code the colours and the
 * details, so every title looks different and the same title always looks the same.
 */

const palettes: readonly (readonly [string, string, string])[] = [
  ['#1e1b4b', '#6d28d9', '#fbbf24'],
  ['#052e16', '#15803d', '#fde047'],
  ['#450a0a', '#b91c1c', '#fcd34d'],
  ['#0c4a6e', '#0284c7', '#a5f3fc'],
  ['#3b0764', '#c026d3', '#f9a8d4'],
  ['#422006', '#b45309', '#fef3c7'],
  ['#111827', '#374151', '#34d399'],
  ['#164e63', '#0e7490', '#fda4af'],
];

/** Slot symbols, each a small drawing centred on (0, 0) in a 40-unit box. */
const symbols: Record<string, (c: string) => string> = {
  seven: (c) =>
    `<path d="M-14 -16h28l-14 32h-9l11-24h-16z" fill="${c}" stroke="#00000055" stroke-width="2"/>`,
  cherry: (c) =>
    `<path d="M-2 -18c4 8 8 10 12 10M-2 -18c-2 8-6 12-8 14" stroke="#16a34a" stroke-width="3" fill="none"/><circle cx="-10" cy="6" r="9" fill="#dc2626"/><circle cx="10" cy="4" r="9" fill="#ef4444"/><circle cx="-12" cy="3" r="2" fill="${c}"/>`,
  bell: (c) =>
    `<path d="M-14 10c2-4 2-20 14-22 12 2 12 18 14 22z" fill="${c}"/><circle cx="0" cy="14" r="4" fill="${c}"/><rect x="-16" y="8" width="32" height="4" rx="2" fill="#00000033"/>`,
  gem: (c) =>
    `<path d="M-16 -6l8-10h16l8 10-16 20z" fill="${c}" stroke="#ffffff88" stroke-width="2"/><path d="M-16 -6h32M-8 -16l8 30 8-30" stroke="#ffffff66" stroke-width="1.5" fill="none"/>`,
  bar: (c) =>
    `<rect x="-18" y="-10" width="36" height="20" rx="4" fill="${c}"/><rect x="-14" y="-5" width="28" height="10" rx="2" fill="#00000044"/>`,
  star: (c) => `<path d="M0 -18l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z" fill="${c}"/>`,
};
const symbolNames = Object.keys(symbols);

function hashBytes(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

const reels = (bytes: Buffer, count: number, accent: string) => {
  const width = 220 / count;
  return Array.from({ length: count }, (_, i) => {
    const name = symbolNames[bytes[4 + i]! % symbolNames.length]!;
    const x = 50 + width * i + width / 2;
    return `<rect x="${50 + width * i + 4}" y="70" width="${width - 8}" height="90" rx="10" fill="#ffffffee"/>
      <g transform="translate(${x} 115) scale(${Math.min(1.4, width / 40)})">${symbols[name]!(accent)}</g>`;
  }).join('');
};

/** Five numbered balls, as a draw shows them. */
const lotteryBalls = (bytes: Buffer, accent: string) =>
  [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 64 + i * 48;
      const y = 120 + (i % 2 === 0 ? -14 : 14);
      const colour = ['#dc2626', '#2563eb', accent, '#16a34a', '#9333ea'][i]!;
      return `<circle cx="${x}" cy="${y}" r="22" fill="${colour}" stroke="#ffffffaa" stroke-width="3"/>
        <circle cx="${x}" cy="${y}" r="13" fill="#fff"/>
        <text x="${x}" y="${y + 6}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="16" font-weight="800" fill="#111827">${bytes[5 + i]! % 10}</text>`;
    })
    .join('');

const motifs: Record<GameCategory, (bytes: Buffer, accent: string) => string> = {
  RNG: (bytes, accent) => reels(bytes, bytes[3]! % 2 === 0 ? 3 : 5, accent),
  LIVE: (_, accent) =>
    `<circle cx="160" cy="120" r="70" fill="#14532d" stroke="${accent}" stroke-width="6"/>
     ${Array.from({ length: 18 }, (_, i) => {
       const a = (i * Math.PI) / 9;
       const x = 160 + Math.cos(a) * 58;
       const y = 120 + Math.sin(a) * 58;
       return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="7" fill="${i % 2 ? '#111827' : '#b91c1c'}"/>`;
     }).join('')}
     <circle cx="160" cy="120" r="22" fill="${accent}"/><circle cx="196" cy="92" r="6" fill="#fff"/>`,
  FISH: (bytes, accent) =>
    `${[0, 1, 2]
      .map((i) => {
        const x = 70 + i * 80 + (bytes[5 + i]! % 20);
        const y = 90 + ((bytes[8 + i]! % 60) - 10);
        return `<g transform="translate(${x} ${y})"><path d="M-30 0c12-20 40-22 52 0-12 22-40 20-52 0z" fill="${accent}"/><path d="M22 0l16-12v24z" fill="${accent}"/><circle cx="-16" cy="-4" r="3" fill="#111"/></g>`;
      })
      .join('')}
     <circle cx="160" cy="200" r="16" fill="none" stroke="#fff" stroke-width="3"/><path d="M160 180v40M140 200h40" stroke="#fff" stroke-width="3"/>`,
  SPORTS: (_, accent) =>
    `<rect x="40" y="50" width="240" height="140" rx="8" fill="#15803d" stroke="#fff" stroke-width="3"/>
     <path d="M160 50v140" stroke="#fff" stroke-width="3"/><circle cx="160" cy="120" r="26" fill="none" stroke="#fff" stroke-width="3"/>
     <circle cx="205" cy="140" r="16" fill="#fff"/><path d="M205 128l10 7-4 11h-12l-4-11z" fill="#111"/>
     <rect x="40" y="95" width="16" height="50" fill="none" stroke="${accent}" stroke-width="3"/><rect x="264" y="95" width="16" height="50" fill="none" stroke="${accent}" stroke-width="3"/>`,
  ESPORTS: (_, accent) =>
    `<path d="M90 100c0-20 20-30 40-30h60c20 0 40 10 40 30l14 60c4 18-18 26-30 12l-22-22h-64l-22 22c-12 14-34 6-30-12z" fill="#111827" stroke="${accent}" stroke-width="4"/>
     <path d="M125 110v30M110 125h30" stroke="${accent}" stroke-width="6"/><circle cx="200" cy="115" r="7" fill="${accent}"/><circle cx="215" cy="132" r="7" fill="#f43f5e"/>`,
  COCKFIGHT: (_, accent) => {
    // Two roosters facing each other across the pit's line.
    const rooster = (fill: string) =>
      `<path d="M-40 30c-6-30 10-52 34-52l6-22c10-2 20 6 22 16l14 6-12 6c2 22-8 44-30 48z" fill="${fill}"/>
       <path d="M-40 28c-20-6-30-30-22-52 10 10 16 24 22 34" fill="#f97316"/>
       <path d="M4 -58l4-10 5 8 5-9 3 11" fill="#dc2626"/>
       <path d="M36 -40l14 4-14 5z" fill="#facc15"/><circle cx="22" cy="-42" r="3" fill="#111"/>
       <path d="M-14 56v18M2 56v18" stroke="#facc15" stroke-width="4"/>`;
    return `<g transform="translate(95 120)">${rooster(accent)}</g>
      <g transform="translate(225 120) scale(-1 1)">${rooster('#fca5a5')}</g>
      <path d="M160 50v150" stroke="#fff" stroke-width="3" stroke-dasharray="8 6"/>`;
  },
  PVP: (bytes, accent) =>
    [0, 1, 2]
      .map((i) => {
        const rank = 'A23456789TJQK'[bytes[6 + i]! % 13]!;
        const red = bytes[9 + i]! % 2 === 0;
        return `<g transform="translate(${110 + i * 50} 120) rotate(${(i - 1) * 12})"><rect x="-32" y="-46" width="64" height="92" rx="8" fill="#fff" stroke="${accent}" stroke-width="3"/><text x="0" y="14" font-family="Georgia, serif" font-size="40" font-weight="700" text-anchor="middle" fill="${red ? '#b91c1c' : '#111827'}">${rank === 'T' ? '10' : rank}</text></g>`;
      })
      .join(''),
  LOTT: (bytes, accent) => lotteryBalls(bytes, accent),
  ELOTT: (bytes, accent) => lotteryBalls(bytes, accent),
  INHOUSE: (bytes, accent) => lotteryBalls(bytes, accent),
};

export function renderGameArt(
  category: GameCategory,
  vendorCode: string,
  gameCode: string,
): string {
  const bytes = hashBytes(`${vendorCode}/${gameCode}`);
  const [from, to, accent] = palettes[bytes[0]! % palettes.length]!;
  const sparkles = Array.from({ length: 8 }, (_, i) => {
    const x = (bytes[12 + i]! / 255) * 320;
    const y = (bytes[20 + i]! / 255) * 240;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${1 + (bytes[28 + (i % 4)]! % 3)}" fill="#ffffff55"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240" role="img">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#ffffff33"/><stop offset="1" stop-color="#ffffff00"/></radialGradient></defs>
  <rect width="320" height="240" fill="url(#bg)"/><rect width="320" height="240" fill="url(#glow)"/>${sparkles}
  ${motifs[category](bytes, accent)}
</svg>`;
}
