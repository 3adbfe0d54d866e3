// Flag pictures (4:3 SVG from the flag-icons package), one small file each, fetched only
// when shown. Emoji flags are not an option: Windows and many Linux fonts draw them as
// letters or empty boxes.
const urls = import.meta.glob<string>('../../../../../../node_modules/flag-icons/flags/4x3/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});

const byCountry = new Map(
  Object.entries(urls).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -4), url]),
);

/** The flag picture of an ISO 3166-1 alpha-2 code, or null when there is none. */
export function flagImageOf(countryCode: string): string | null {
  return byCountry.get(countryCode.toLowerCase()) ?? null;
}
