import type { AccountType } from '@sorteo/shared';
import { create } from 'zustand';
import { getSessionToken, sessionKeys, sessionStore } from '../../lib/storage';

// A value, not the contract's `AccountType` object: that module brings zod into the first load.
const TRIAL: AccountType = 4;

/** What stands between the visitor and a real-account action (SPEC §5 "Gated actions"). */
export type AccountGate = 'login' | 'realAccount' | null;

export const isTrialAccount = (type: AccountType | null | undefined) => type === TRIAL;

export function accountGate(token: string | null, isAgent: string | null): AccountGate {
  if (!token) return 'login';
  if (isAgent === String(TRIAL)) return 'realAccount';
  return null;
}

interface TrialNoticeState {
  open: boolean;
  show: () => void;
  hide: () => void;
}

/** The `in_need_true_account` warning; `TrialNoticeDialog` shows it. */
export const useTrialNotice = create<TrialNoticeState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));

/**
 * Lets `action` run only for a signed-in real account. Without a session `openLogin` runs
 * (the login dialog); a trial account (type 4) gets the warning. Either way it stops there.
 */
export function requireRealAccount(openLogin: () => void, action?: () => void): boolean {
  const gate = accountGate(getSessionToken(), sessionStore.get(sessionKeys.isAgent));
  if (gate === 'login') openLogin();
  else if (gate === 'realAccount') useTrialNotice.getState().show();
  else action?.();
  return gate === null;
}
