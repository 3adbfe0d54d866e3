/** What the order asks to repeat: the next `periods` periods, stopping at a win or not. */
export interface ChaseRequest {
  periods: number;
  stopOnWin: boolean;
}

/** The chase choice as the player is filling it in; the periods stay text while typed. */
export interface ChaseChoice {
  enabled: boolean;
  /** Further periods after this one as typed, 1–120 once valid; may be empty meanwhile. */
  periodsText: string;
  stopOnWin: boolean;
}

export const MIN_CHASE_PERIODS = 1;
export const MAX_CHASE_PERIODS = 120;

export const initialChase: ChaseChoice = { enabled: false, periodsText: '5', stopOnWin: true };

/** The further periods typed, or null when the text is not a whole number from 1 to 120. */
export function chasePeriodsOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const periods = Number(trimmed);
  return periods >= MIN_CHASE_PERIODS && periods <= MAX_CHASE_PERIODS ? periods : null;
}

/**
 * The order's `chase` from the choice: none when not chosen, the request when the periods
 * are valid, `invalid` when chosen with periods that are not (nothing may be sent then).
 */
export function chaseRequestOf(choice: ChaseChoice): ChaseRequest | undefined | 'invalid' {
  if (!choice.enabled) return undefined;
  const periods = chasePeriodsOf(choice.periodsText);
  return periods === null ? 'invalid' : { periods, stopOnWin: choice.stopOnWin };
}

/** How many periods the order covers (this one and the chased ones), for the totals shown. */
export function periodsCovered(choice: ChaseChoice): number | null {
  if (!choice.enabled) return 1;
  const periods = chasePeriodsOf(choice.periodsText);
  return periods === null ? null : 1 + periods;
}
