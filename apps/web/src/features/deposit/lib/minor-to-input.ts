/** Minor units as a user would type them back (`1234.5` → `"1234.50"` for exponent 2). */
export function minorToInput(amount: number, exponent: number): string {
  if (exponent === 0) return String(amount);
  const digits = String(amount).padStart(exponent + 1, '0');
  return `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}
