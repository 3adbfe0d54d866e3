import type { Announcement } from '@sorteo/shared';
import { localKeys, localStore } from '../../../lib/storage';

/** Who reads the pop-up notices: a signed-in member, or whoever uses this device signed out. */
export type PopupReader = { memberId: number } | 'guest';

type Popup = Pick<Announcement, 'id' | 'timestamp'>;
type SeenByReader = Record<string, string[]>;

/** Readers remembered on one device; the ones seen longest ago are forgotten first. */
const MAX_READERS = 20;

/** A pop-up's version: publishing it again (a new time) makes it new to everyone. */
const versionOf = (popup: Popup) => `${popup.id}@${popup.timestamp}`;

const keyOf = (reader: PopupReader) => (reader === 'guest' ? 'guest' : `member:${reader.memberId}`);

function readSeen(): SeenByReader {
  try {
    const value: unknown = JSON.parse(localStore.get(localKeys.popupSeen) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as SeenByReader)
      : {};
  } catch {
    return {};
  }
}

/** The pop-ups `reader` has not closed on this device yet, in their order. */
export function unseenPopups<T extends Popup>(popups: readonly T[], reader: PopupReader): T[] {
  const seen = readSeen()[keyOf(reader)];
  return Array.isArray(seen) ? popups.filter((p) => !seen.includes(versionOf(p))) : [...popups];
}

/** `reader` closed `popups`: they stay closed for them until an operator publishes them again. */
export function rememberPopupsSeen(popups: readonly Popup[], reader: PopupReader): void {
  const all = readSeen();
  const key = keyOf(reader);
  // Only the pop-ups live now are kept, so the list never outgrows what the site shows.
  delete all[key];
  all[key] = popups.map(versionOf);
  const keys = Object.keys(all);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_READERS))) delete all[old];
  localStore.set(localKeys.popupSeen, JSON.stringify(all));
}
