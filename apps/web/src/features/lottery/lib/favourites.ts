import { localKeys, localStore } from '../../../lib/storage';

/** LOTTFAV (SPEC §3): `{ "<username>": ["5D_1M", …] }` in local storage. */
type FavouriteBook = Record<string, string[]>;

function readBook(): FavouriteBook {
  const raw = localStore.get(localKeys.lottFav);
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const book: FavouriteBook = {};
    for (const [user, codes] of Object.entries(value as Record<string, unknown>)) {
      if (Array.isArray(codes)) book[user] = codes.filter((c) => typeof c === 'string');
    }
    return book;
  } catch {
    return {};
  }
}

/** The game codes `username` starred on this device. */
export function favouritesOf(username: string): string[] {
  return readBook()[username] ?? [];
}

/** Stars the game when it is not a favourite, unstars it when it is; answers the new list. */
export function toggleFavourite(username: string, gameCode: string): string[] {
  const book = readBook();
  const current = book[username] ?? [];
  const next = current.includes(gameCode)
    ? current.filter((code) => code !== gameCode)
    : [...current, gameCode];
  book[username] = next;
  localStore.set(localKeys.lottFav, JSON.stringify(book));
  return next;
}
