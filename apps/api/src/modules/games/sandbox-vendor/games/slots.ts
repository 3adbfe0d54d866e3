import type { LineSlot } from './line-slot.js';

const strip = (counts: Record<string, number>, order: readonly string[]): string[] => {
  // Spread each symbol along the strip instead of in blocks: take them round-robin.
  const left = { ...counts };
  const out: string[] = [];
  while (out.length < Object.values(counts).reduce((a, b) => a + b, 0)) {
    for (const s of order) {
      if ((left[s] ?? 0) > 0) {
        out.push(s);
        left[s]! -= 1;
      }
    }
  }
  return out;
};

const classicOrder = ['CHERRY', 'LEMON', 'BAR', 'PLUM', 'BELL', 'SEVEN', 'BLANK'];

/** "Lucky Sevens": three reels, one line (the middle row). RTP 95.95%. */
export const luckySevens: LineSlot = {
  strips: [
    strip({ SEVEN: 1, BAR: 2, BELL: 3, PLUM: 4, LEMON: 4, CHERRY: 4, BLANK: 2 }, classicOrder),
    strip({ SEVEN: 1, BAR: 2, BELL: 3, PLUM: 4, LEMON: 4, CHERRY: 3, BLANK: 3 }, classicOrder),
    strip({ SEVEN: 1, BAR: 2, BELL: 3, PLUM: 4, LEMON: 4, CHERRY: 3, BLANK: 3 }, classicOrder),
  ],
  rows: 3,
  lines: [[1, 1, 1]],
  pays: {
    SEVEN: [0, 0, 0, 300],
    BAR: [0, 0, 0, 100],
    BELL: [0, 0, 0, 40],
    PLUM: [0, 0, 0, 20],
    LEMON: [0, 0, 0, 15],
    CHERRY: [0, 1, 4, 30],
  },
};

const videoOrder = ['K', 'A', 'PARROT', 'MONKEY', 'TIGER', 'IDOL'];
const videoStrip = strip({ IDOL: 2, TIGER: 3, MONKEY: 4, PARROT: 5, A: 6, K: 7 }, videoOrder);

/** "Jungle Gold": five reels of three rows, twenty fixed lines. RTP 94.43%. */
export const jungleGold: LineSlot = {
  strips: [videoStrip, videoStrip, videoStrip, videoStrip, videoStrip],
  rows: 3,
  lines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [0, 1, 1, 1, 0],
    [2, 1, 1, 1, 2],
    [1, 0, 1, 2, 1],
    [1, 2, 1, 0, 1],
    [0, 1, 0, 1, 0],
    [2, 1, 2, 1, 2],
    [1, 1, 0, 1, 1],
    [1, 1, 2, 1, 1],
    [0, 2, 0, 2, 0],
    [2, 0, 2, 0, 2],
    [0, 2, 2, 2, 0],
  ],
  pays: {
    IDOL: [0, 0, 0, 60, 300, 1500],
    TIGER: [0, 0, 0, 40, 150, 750],
    MONKEY: [0, 0, 0, 22, 90, 375],
    PARROT: [0, 0, 0, 15, 60, 225],
    A: [0, 0, 0, 9, 30, 150],
    K: [0, 0, 0, 7, 22, 120],
  },
};
