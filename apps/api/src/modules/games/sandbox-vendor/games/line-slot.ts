/**
 * A reel slot paid on lines, as the sandbox vendor's slots play it: each reel stops at a
 * position of its strip drawn uniformly; a line pays when its leftmost symbols match, by
 * the length of that run, in multiples of the line bet. There are no wilds or scatters, so
 * each line's symbols are independent draws from the strips, and the return to player is
 * exact from the strips and the pay table alone (`exactRtp`).
 */
export type LineSlot = {
  /** One strip per reel, top to bottom; a stop shows `rows` symbols from its position on. */
  strips: readonly (readonly string[])[];
  rows: number;
  /** Each line's row on each reel. */
  lines: readonly (readonly number[])[];
  /** Pay in line bets for a run of `count` (index) of a symbol from the left; 0 pays nothing. */
  pays: Readonly<Record<string, readonly number[]>>;
};

export type LineWin = { line: number; symbol: string; count: number; pay: number };
export type SpinResult = {
  stops: number[];
  /** `grid[row][reel]`. */
  grid: string[][];
  wins: LineWin[];
  /** The sum of the line wins, in line bets. */
  pay: number;
};

/** The leftmost run on one line and what it pays. */
function lineWin(
  slot: LineSlot,
  symbols: readonly string[],
): { symbol: string; count: number; pay: number } {
  const symbol = symbols[0]!;
  let count = 1;
  while (count < symbols.length && symbols[count] === symbol) count += 1;
  return { symbol, count, pay: slot.pays[symbol]?.[count] ?? 0 };
}

/** Plays one spin: `randomInt(n)` draws a whole number in [0, n). */
export function spin(slot: LineSlot, randomInt: (n: number) => number): SpinResult {
  const stops = slot.strips.map((strip) => randomInt(strip.length));
  const grid = Array.from({ length: slot.rows }, (_, row) =>
    slot.strips.map((strip, reel) => strip[(stops[reel]! + row) % strip.length]!),
  );
  const wins: LineWin[] = [];
  slot.lines.forEach((rows, line) => {
    const win = lineWin(
      slot,
      rows.map((row, reel) => grid[row]![reel]!),
    );
    if (win.pay > 0) wins.push({ line, ...win });
  });
  return { stops, grid, wins, pay: wins.reduce((sum, w) => sum + w.pay, 0) };
}

export type Fraction = { numerator: bigint; denominator: bigint };

/**
 * The exact return to player: the expected pay of one line in line bets. Every position of a
 * strip is as likely, so a line's symbol on a reel is distributed as the strip's symbols,
 * whatever row the line takes there; reels are independent. A run of exactly `k` of `s`
 * has probability Π(i<k) p_i(s) × (1 − p_k(s)), the last factor absent on the last reel.
 */
export function exactRtp(slot: LineSlot): Fraction {
  const lengths = slot.strips.map((s) => BigInt(s.length));
  const denominator = lengths.reduce((a, b) => a * b, 1n);
  const reels = slot.strips.length;
  let numerator = 0n;
  for (const [symbol, pays] of Object.entries(slot.pays)) {
    const counts = slot.strips.map((strip) => BigInt(strip.filter((x) => x === symbol).length));
    for (let k = 1; k <= reels; k += 1) {
      const pay = BigInt(pays[k] ?? 0);
      if (pay === 0n) continue;
      // Ways (over all reel positions) that the first k match and the (k+1)th does not.
      let ways = 1n;
      for (let i = 0; i < k; i += 1) ways *= counts[i]!;
      if (k < reels) ways *= lengths[k]! - counts[k]!;
      for (let i = k + 1; i < reels; i += 1) ways *= lengths[i]!;
      numerator += ways * pay;
    }
  }
  return { numerator, denominator };
}

/** The RTP in basis points, rounded down (9650 is 96.50%). */
export const basisPoints = ({ numerator, denominator }: Fraction): number =>
  Number((numerator * 10_000n) / denominator);
