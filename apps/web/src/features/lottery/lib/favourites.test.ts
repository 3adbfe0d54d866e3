import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { favouritesOf, toggleFavourite } from './favourites';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

describe('lottery favourites (LOTTFAV)', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keep a list of game codes per username', () => {
    expect(toggleFavourite('ana', '5D_1M')).toEqual(['5D_1M']);
    expect(toggleFavourite('ana', 'K3_3M')).toEqual(['5D_1M', 'K3_3M']);
    expect(toggleFavourite('bob', 'K3_1M')).toEqual(['K3_1M']);
    expect(JSON.parse(storage.getItem('LOTTFAV')!)).toEqual({
      ana: ['5D_1M', 'K3_3M'],
      bob: ['K3_1M'],
    });
    expect(toggleFavourite('ana', '5D_1M')).toEqual(['K3_3M']);
    expect(favouritesOf('ana')).toEqual(['K3_3M']);
    expect(favouritesOf('carla')).toEqual([]);
  });

  it('survive a damaged value by starting again', () => {
    storage.setItem('LOTTFAV', '{not json');
    expect(favouritesOf('ana')).toEqual([]);
    storage.setItem('LOTTFAV', JSON.stringify({ ana: ['5D_1M', 7] }));
    expect(favouritesOf('ana')).toEqual(['5D_1M']);
  });
});
