import { create } from 'zustand';
import type { ErrorTextKey } from './api-client';
import { localKeys, localStore, sessionKeys, sessionStore } from './storage';

export type ShellModal =
  | 'announcements'
  | 'speedTest'
  | 'login'
  | 'register'
  | 'registerSuccess'
  | 'forgotPassword'
  | 'changePassword'
  | 'agentCentre'
  | null;

interface UiState {
  modal: ShellModal;
  openModal: (modal: Exclude<ShellModal, null>) => void;
  closeModal: () => void;
  /** Opens the login dialog with a message on top (a failed social sign-in, an ended session). */
  openLogin: (notice?: ErrorTextKey) => void;
  /** Why the login dialog was opened, when it was not the visitor's own choice. */
  loginNotice: ErrorTextKey | null;
  /** Bumped after each login so the notice pop-up shows again (SPEC §4 "after-login popup"). */
  afterLoginPopups: number;
  showAfterLoginPopup: () => void;
  /** Off-canvas side menu on narrow screens. */
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
  /** Icon-only side menu on wide screens, remembered on the device. */
  menuCollapsed: boolean;
  toggleMenuCollapsed: () => void;
}

export const useUiStore = create<UiState>((set, get) => ({
  modal: null,
  openModal: (modal) => set({ modal, menuOpen: false, loginNotice: null }),
  closeModal: () => set({ modal: null, loginNotice: null }),
  openLogin: (notice) => set({ modal: 'login', menuOpen: false, loginNotice: notice ?? null }),
  loginNotice: null,
  afterLoginPopups: 0,
  showAfterLoginPopup: () => {
    sessionStore.set(sessionKeys.indexNotice, null);
    set({ afterLoginPopups: get().afterLoginPopups + 1 });
  },
  menuOpen: false,
  setMenuOpen: (menuOpen) => set({ menuOpen }),
  menuCollapsed: localStore.get(localKeys.menuCollapsed) === '1',
  toggleMenuCollapsed: () => {
    const menuCollapsed = !get().menuCollapsed;
    localStore.set(localKeys.menuCollapsed, menuCollapsed ? '1' : '0');
    set({ menuCollapsed });
  },
}));
