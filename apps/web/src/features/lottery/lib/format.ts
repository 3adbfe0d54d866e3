/** Decimal odds from hundredths: `970` → `9.7`, `194` → `1.94`, `9600` → `96`. */
export function oddsText(odds100: number): string {
  const whole = Math.floor(odds100 / 100);
  const cents = odds100 % 100;
  if (cents === 0) return String(whole);
  return `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A countdown as `mm:ss`, or `h:mm:ss` past an hour. */
export function clockText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${twoDigits(m)}:${twoDigits(s)}` : `${twoDigits(m)}:${twoDigits(s)}`;
}
