/** Only an http(s) page may receive the browser: never a `javascript:` or `data:` address. */
export function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url, 'http://placeholder.invalid');
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
