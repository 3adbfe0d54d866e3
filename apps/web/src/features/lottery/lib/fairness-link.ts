import { paths } from '../../../lib/paths';

/** The verifier prefilled with a period's published seed (`/fairness?gameCode&periodNo&seed`). */
export function fairnessHref(gameCode: string, periodNo: string, seed?: string | null): string {
  const query = new URLSearchParams({ gameCode, periodNo });
  if (seed) query.set('seed', seed);
  return `${paths.fairness}?${query.toString()}`;
}
