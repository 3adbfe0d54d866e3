/** SPEC §9 "Lazy image": attempts before giving up, addresses remembered, wait between tries. */
export const LAZY_IMAGE_RETRIES = 3;
export const LAZY_IMAGE_CACHE = 200;
export const LAZY_IMAGE_THROTTLE_MS = 200;

/**
 * Addresses that loaded, the most recent last, at most `limit`: an image shown before is
 * drawn at once, without its loading state, when it comes back into a list.
 */
export class LoadedImages {
  readonly #urls = new Set<string>();
  constructor(private readonly limit = LAZY_IMAGE_CACHE) {}

  has(url: string): boolean {
    return this.#urls.has(url);
  }

  add(url: string): void {
    this.#urls.delete(url);
    this.#urls.add(url);
    while (this.#urls.size > this.limit) {
      const oldest = this.#urls.values().next().value;
      if (oldest === undefined) break;
      this.#urls.delete(oldest);
    }
  }

  get size(): number {
    return this.#urls.size;
  }
}

export const loadedImages = new LoadedImages();

/** The address of attempt `n` (from 1): later ones bypass a cached failure. */
export const attemptUrl = (url: string, attempt: number): string =>
  attempt <= 1 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=${attempt - 1}`;
