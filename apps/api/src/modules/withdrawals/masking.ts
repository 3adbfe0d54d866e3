/** An account number as lists show it: every character but the last four hidden. */
export function maskAccountNumber(number: string): string {
  const shown = number.length > 4 ? number.slice(-4) : number.slice(-Math.min(2, number.length));
  return `${'*'.repeat(Math.max(4, number.length - shown.length))}${shown}`;
}
