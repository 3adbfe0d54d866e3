/**
 * Amounts travel as integers in minor units (DOMAIN "Money"); the page shows them in
 * major units with the merchant currency's exponent, in the active language. Never floats:
 * parsing splits the typed text at the decimal point and joins digits.
 */
export function formatMinor(
  amount: number,
  exponent: number,
  language: string,
  currency?: string,
): string {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(amount)).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  const grouped = new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(
    BigInt(whole),
  );
  const separator = decimalSeparator(language);
  const text = exponent > 0 ? `${grouped}${separator}${fraction}` : grouped;
  return currency ? `${sign}${text} ${currency}` : `${sign}${text}`;
}

function decimalSeparator(language: string): string {
  const part = new Intl.NumberFormat(language).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value ?? '.';
}

/**
 * Typed major units (`12`, `12.5`, `12,50`) to minor units, or null when the text is not an
 * amount with at most `exponent` decimals.
 */
export function parseMajor(text: string, exponent: number): number | null {
  const match = /^\s*(\d{1,15})(?:[.,](\d*))?\s*$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > exponent) return null;
  const minor = Number(`${match[1]}${fraction.padEnd(exponent, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Compact axis figures (`1.2M`, `-350K`) from minor units, exact to the last digit shown. */
export function compactMinor(amount: number, exponent: number, language: string): string {
  const digits = String(Math.abs(amount)).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  // A decimal string keeps the value exact: no division of money into a float.
  const decimal = `${amount < 0 ? '-' : ''}${whole}${exponent > 0 ? `.${fraction}` : ''}`;
  return new Intl.NumberFormat(language, {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(decimal as unknown as number);
}

/** The signed amount with `+` for money in, so the colour is never the only cue. */
export function signedMinor(amount: number, exponent: number, language: string): string {
  const text = formatMinor(amount, exponent, language);
  return amount > 0 ? `+${text}` : text;
}
