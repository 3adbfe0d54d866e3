import { create } from 'zustand';
import { localKeys, localStore } from '../lib/storage';

export type ShellModal =
  | 'announcements'
  | 'speedTest'
  | 'login'
  | 'register'
  | 'registerSuccess'
  | 'forgotPassword'
  | 'changePassword'
  | null;

interface UiState {
  modal: ShellModal;
  openModal: (modal: Exclude<ShellModal, null>) => void;
  closeModal: () => void;
  /** Off-canvas side menu on narrow screens. */
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
  /** Icon-only side menu on wide screens, remembered on the device. */
  menuCollapsed: boolean;
  toggleMenuCollapsed: () => void;
}

export const useUiStore = create<UiState>((set, get) => ({
  modal: null,
  openModal: (modal) => set({ modal, menuOpen: false }),
  closeModal: () => set({ modal: null }),
  menuOpen: false,
  setMenuOpen: (menuOpen) => set({ menuOpen }),
  menuCollapsed: localStore.get(localKeys.menuCollapsed) === '1',
  toggleMenuCollapsed: () => {
    const menuCollapsed = !get().menuCollapsed;
    localStore.set(localKeys.menuCollapsed, menuCollapsed ? '1' : '0');
    set({ menuCollapsed });
  },
}));
