import { BULK_VENDOR } from '../bulk-catalogue.js';
import { SANDBOX_SEAMLESS } from './catalogue.js';
import type { LineSlot } from './games/line-slot.js';
import { jungleGold, luckySevens } from './games/slots.js';

/** A slot the sandbox plays: its math and the total bets a spin may take (minor units). */
export type SandboxSlot = { math: LineSlot; bets: readonly number[] };

const sevens: SandboxSlot = { math: luckySevens, bets: [1000, 2000, 5000, 10_000, 20_000] };
/** Twenty lines: each total bet is twenty line bets. */
const jungle: SandboxSlot = { math: jungleGold, bets: [2000, 4000, 10_000, 20_000] };

const slots: Record<string, SandboxSlot> = {
  [`${SANDBOX_SEAMLESS}/SLOT3-SEVENS`]: sevens,
  [`${SANDBOX_SEAMLESS}/SLOT5-JUNGLE`]: jungle,
};

/**
 * The slot behind a game code. The generated library's titles play the sandbox's two slot
 * machines: one-line titles the three-reel one, the others the twenty-line one.
 */
export function slotOf(vendor: string, gameCode: string): SandboxSlot | undefined {
  const own = slots[`${vendor}/${gameCode}`];
  if (own) return own;
  if (vendor !== BULK_VENDOR) return undefined;
  const n = /^BULK-(\d{5})$/.exec(gameCode);
  if (!n) return undefined;
  return Number(n[1]) % 2 === 1 ? sevens : jungle;
}
