/** "+84 ****6789": enough for the owner to recognise the number, not to read it. */
export function maskMobile(dialingCode: string | null, mobile: string | null): string | null {
  if (!dialingCode || !mobile) return null;
  const visible = mobile.slice(-4);
  return `+${dialingCode} ${'*'.repeat(Math.max(mobile.length - visible.length, 0))}${visible}`;
}
