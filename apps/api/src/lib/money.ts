/**
 * A bigint column's value as a number of minor units. `pg` answers bigint as a string and
 * PGlite as a number; anything beyond the safe integer range is refused rather than rounded.
 */
export function toMinor(value: string | number | bigint): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (typeof value === 'string' && !/^-?\d+$/.test(value.trim())) {
    throw new RangeError(`not an integer amount: ${value}`);
  }
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a safe integer amount: ${value}`);
  return n;
}

/** 2000 major units at exponent 2 → 200000 minor units. */
export function majorToMinor(major: number, exponent: number): number {
  return toMinor(BigInt(major) * 10n ** BigInt(exponent));
}

/** Minor units as a plain decimal for logs and the CLI: (-1250, 2) → "-12.50". */
export function formatMinorPlain(minor: number, exponent: number): string {
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const whole = exponent ? digits.slice(0, -exponent) : digits;
  const fraction = exponent ? `.${digits.slice(-exponent)}` : '';
  return `${minor < 0 ? '-' : ''}${whole}${fraction}`;
}
