/** Pips of each face on a 3×3 grid (0–8, row by row). */
const pips: Record<number, number[]> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

export interface DiceFaceProps {
  /** 1–6 */
  value: number;
  /** Width and height in pixels. */
  size?: number;
}

/** One die drawn as its face; the value is given to assistive tech as text. */
export function DiceFace({ value, size = 32 }: DiceFaceProps) {
  return (
    <svg
      className="dice-face"
      width={size}
      height={size}
      viewBox="0 0 30 30"
      role="img"
      aria-label={String(value)}
      data-value={value}
    >
      <rect x="1" y="1" width="28" height="28" rx="6" className="dice-face__body" />
      {(pips[value] ?? []).map((cell) => (
        <circle
          key={cell}
          cx={7.5 + (cell % 3) * 7.5}
          cy={7.5 + Math.floor(cell / 3) * 7.5}
          r={value === 1 ? 3.4 : 2.6}
          className={
            value === 1 || value === 4 ? 'dice-face__pip dice-face__pip--red' : 'dice-face__pip'
          }
        />
      ))}
    </svg>
  );
}
