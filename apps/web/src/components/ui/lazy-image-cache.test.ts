import { describe, expect, it } from 'vitest';
import { attemptUrl, LoadedImages } from './lazy-image-cache';

describe('lazy image cache', () => {
  it('keeps the 200 most recently loaded addresses', () => {
    const cache = new LoadedImages(200);
    for (let i = 0; i < 250; i += 1) cache.add(`/img/${i}.svg`);
    expect(cache.size).toBe(200);
    expect(cache.has('/img/49.svg')).toBe(false);
    expect(cache.has('/img/50.svg')).toBe(true);
    cache.add('/img/50.svg');
    cache.add('/img/new.svg');
    expect(cache.has('/img/50.svg')).toBe(true);
    expect(cache.has('/img/51.svg')).toBe(false);
  });

  it('asks again with a new address after a failure', () => {
    expect(attemptUrl('/a.svg', 1)).toBe('/a.svg');
    expect(attemptUrl('/a.svg', 2)).toBe('/a.svg?retry=1');
    expect(attemptUrl('/a.svg?lang=es', 3)).toBe('/a.svg?lang=es&retry=2');
  });
});
