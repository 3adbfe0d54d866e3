type Tree = { [key: string]: string | Tree };

/**
 * The texts of one language (`locales/<lang>/index`), read the way i18next reads them:
 * for unit tests that check what a visitor reads without starting i18next.
 */
export function textsOf(tree: unknown) {
  const lookup = (key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
  const t = (key: string, values?: Record<string, string>) => {
    const text = lookup(key);
    if (typeof text !== 'string') throw new Error(`no text for ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values?.[name] ?? '');
  };
  return { t, has: (key: string) => typeof lookup(key) === 'string' };
}
