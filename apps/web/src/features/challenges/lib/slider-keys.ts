/** Where an arrow, page or Home/End key moves the piece; null for any other key. */
export function positionForKey(
  key: string,
  current: number,
  max: number,
  coarse: boolean,
): number | null {
  const step = coarse ? 10 : 2;
  const moves: Record<string, number> = {
    ArrowRight: current + step,
    ArrowUp: current + step,
    ArrowLeft: current - step,
    ArrowDown: current - step,
    PageUp: current + 20,
    PageDown: current - 20,
    Home: 0,
    End: max,
  };
  const target = moves[key];
  return target === undefined ? null : Math.min(max, Math.max(0, target));
}
