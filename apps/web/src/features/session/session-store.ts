import type { MemberInfo, SessionGrant } from '@sorteo/shared';
import { create } from 'zustand';
import { ApiError } from '../../lib/api-client';
import {
  getMerchantCode,
  getSessionToken,
  rememberMerchantCode,
  sessionKeys,
  sessionStore,
} from '../../lib/storage';
import { getMemberInfo } from './api/get-member-info';

export type SessionStatus = 'guest' | 'loading' | 'member';

interface SessionState {
  status: SessionStatus;
  member: MemberInfo | null;
  /** Stores the token of a login or registration and loads who signed in. */
  startSession: (grant: Pick<SessionGrant, 'token'>) => Promise<MemberInfo>;
  /** Loads the member of a token already stored (page reload, token in the address). */
  resumeSession: () => Promise<void>;
  /** Forgets the session on this device: session storage cleared, merchant values kept. */
  clearSession: () => void;
}

/** SPEC §3 "Storage": what the rest of the site reads about the member. */
function writeMember(member: MemberInfo): void {
  sessionStore.set(sessionKeys.account, member.account);
  sessionStore.set(sessionKeys.username, member.account);
  sessionStore.set(sessionKeys.nickname, member.nickname ?? '');
  sessionStore.set(sessionKeys.customerId, String(member.id));
  sessionStore.set(sessionKeys.isAgent, String(member.type));
  sessionStore.set(sessionKeys.toUpline, member.toUpline ?? '');
  sessionStore.set(sessionKeys.memberLabel, JSON.stringify(member.memberLabel));
}

function clearSessionStorage(): void {
  const merchant = getMerchantCode();
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage may be unavailable; nothing was kept then.
  }
  if (merchant) rememberMerchantCode(merchant);
}

// One member-info call at a time for a resume: start-up may ask twice (strict mode, a
// token arriving in the address while the stored one is being checked).
let resuming: Promise<void> | null = null;

export const useSession = create<SessionState>((set, get) => ({
  status: getSessionToken() ? 'loading' : 'guest',
  member: null,
  async startSession(grant) {
    sessionStore.set(sessionKeys.token, grant.token);
    set({ status: 'loading' });
    try {
      const member = await getMemberInfo();
      writeMember(member);
      set({ status: 'member', member });
      return member;
    } catch (error) {
      get().clearSession();
      throw error;
    }
  },
  resumeSession() {
    // A login whose forced password change was left undone does not come back on reload.
    if (sessionStore.get(sessionKeys.cpw)) get().clearSession();
    if (!getSessionToken()) {
      set({ status: 'guest', member: null });
      return Promise.resolve();
    }
    resuming ??= (async () => {
      set({ status: 'loading' });
      try {
        const member = await getMemberInfo();
        writeMember(member);
        set({ status: 'member', member });
      } catch (error) {
        // An expired or revoked token ends the session; a network failure keeps it to retry.
        if (error instanceof ApiError && error.status === 401) get().clearSession();
        else set({ status: 'member' });
      } finally {
        resuming = null;
      }
    })();
    return resuming;
  },
  clearSession() {
    clearSessionStorage();
    set({ status: 'guest', member: null });
  },
}));

/** True while a token is held, even before the member is loaded. */
export const useLoggedIn = () => useSession((s) => s.status !== 'guest');
