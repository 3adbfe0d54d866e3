import type { BetStatus, BetView, LotteryFamily } from '@sorteo/shared';
import type { StatusTone } from '../../../components/ui/status-chip';
import { paths } from '../../../lib/paths';

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  return `${path}?${params.toString()}`;
}

/** The page showing the bet's period result: the VN board or the 5D/K3 page. */
export function resultPath(bet: Pick<BetView, 'family' | 'gameCode' | 'periodNo'>): string {
  const base = bet.family === 'VN' ? paths.vnLottery : paths.lottery;
  return withQuery(base, { gameCode: bet.gameCode, periodNo: bet.periodNo });
}

/** The fairness verifier on the bet's period; the seed fills the form once it is revealed. */
export function fairnessPath(
  bet: Pick<BetView, 'gameCode' | 'periodNo'>,
  seed?: string | null,
): string {
  return withQuery(paths.fairness, { gameCode: bet.gameCode, periodNo: bet.periodNo, seed });
}

/** Won or lost: the period has drawn, so its result (and seed, if self-drawn) is public. */
export function isDrawn(status: BetStatus): boolean {
  return status === 'won' || status === 'lost';
}

export function statusTone(status: BetStatus): StatusTone {
  if (status === 'open') return 'wait';
  if (status === 'won') return 'good';
  return 'bad';
}

/**
 * A pick as a player reads it: xiên numbers comma-separated, a 5D position pick as
 * `position · value`, and the words of big/small/odd/even/any through `word`.
 */
export function pickText(pick: string, family: LotteryFamily, word: (key: string) => string) {
  if (family === 'VN') return pick.split('-').join(', ');
  const position = /^([1-5]):(.+)$/.exec(pick);
  const value = position ? position[2]! : pick;
  const shown = /^\d+$/.test(value) ? value : word(value);
  return position ? `${word(`position${position[1]}`)} · ${shown}` : shown;
}
