/** Lower case without accents: `Fútbol Rápido` and `futbol rapido` read the same. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .trim();
}

/** Every name of a game in one folded text, the name search's haystack. */
export function searchTextOf(names: Record<string, string>): string {
  return [...new Set(Object.values(names).map(foldForSearch))].join('\n');
}
