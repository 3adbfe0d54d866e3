import { localKeys, localStore } from '../../../lib/storage';

/** The VN page's two bars that the player may hide. */
export type VnBar = 'left' | 'top';

/** The bars hidden on this device (`left,top`); anything unknown is ignored. */
export function readHiddenBars(raw: string | null): Set<VnBar> {
  const hidden = new Set<VnBar>();
  for (const part of (raw ?? '').split(',')) {
    if (part === 'left' || part === 'top') hidden.add(part);
  }
  return hidden;
}

export function writeHiddenBars(hidden: ReadonlySet<VnBar>): string | null {
  const value = (['left', 'top'] as const).filter((bar) => hidden.has(bar)).join(',');
  return value || null;
}

export function loadHiddenBars(): Set<VnBar> {
  return readHiddenBars(localStore.get(localKeys.vnBarsHidden));
}

export function saveHiddenBars(hidden: ReadonlySet<VnBar>): void {
  localStore.set(localKeys.vnBarsHidden, writeHiddenBars(hidden));
}
