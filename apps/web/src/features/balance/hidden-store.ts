import { create } from 'zustand';
import { readHidden, writeHidden } from './lib/hidden-preference';

interface HiddenState {
  hidden: boolean;
  toggle: () => void;
}

/** Whether the balance is masked; the choice is remembered on the device. */
export const useBalanceHidden = create<HiddenState>((set, get) => ({
  hidden: readHidden(),
  toggle: () => {
    const hidden = !get().hidden;
    writeHidden(hidden);
    set({ hidden });
  },
}));
