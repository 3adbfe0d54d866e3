/**
 * The password just typed at login, held in memory only (never in storage) so the forced
 * change-password dialog need not ask for it again. Taken once, then forgotten.
 */
let typed: string | null = null;

export function holdTypedPassword(password: string | null): void {
  typed = password;
}

export function takeTypedPassword(): string | null {
  const value = typed;
  typed = null;
  return value;
}
