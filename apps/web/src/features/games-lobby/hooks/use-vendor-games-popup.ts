import { create } from 'zustand';
import type { VendorGroup } from '@sorteo/shared';
import type { GameCategory } from '@sorteo/shared/contract/constants';

/** A vendor card of one category, as `GET /wps/game/vendors` answers it. */
export type VendorCard = VendorGroup['vendors'][number];

/** Whose games the pop-up list shows: one vendor's, in one category. */
export interface VendorGamesTarget {
  category: GameCategory;
  vassalage: string;
  name: string;
}

/**
 * SPEC §3 launch object: `isGame` `VASSALAGE` opens a pop-up list of the vendor's games
 * instead of its hall. Cards written before the field existed open the hall.
 */
export function opensGameList(card: Pick<VendorCard, 'isGame'>): boolean {
  return card.isGame === 'VASSALAGE';
}

interface VendorGamesPopupState {
  target: VendorGamesTarget | null;
  open: (target: VendorGamesTarget) => void;
  close: () => void;
}

/** The vendor game list pop-up: opened from a vendor card, drawn by the site's layout. */
export const useVendorGamesPopup = create<VendorGamesPopupState>((set) => ({
  target: null,
  open: (target) => set({ target }),
  close: () => set({ target: null }),
}));
