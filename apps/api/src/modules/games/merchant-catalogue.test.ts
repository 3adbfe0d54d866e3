import { describe, expect, it } from 'vitest';
import type { ListedGameRow } from './catalogue.repo.js';
import { MerchantCatalogue } from './merchant-catalogue.js';
import { searchTextOf } from './search-text.js';

const row = (id: number, over: Partial<ListedGameRow> = {}): ListedGameRow => {
  const names = over.names ?? { en: `Game ${id}` };
  return {
    id,
    vendor_code: 'PG',
    vendor_name: 'PG Soft',
    vendor_status: 'enabled',
    allows_framing: true,
    game_code: `G${id}`,
    game_type: 'RNG',
    names,
    merchant_names: null,
    search_text: searchTextOf(names),
    classify: 'video',
    min_bet: 100,
    min_line_num: 20,
    platforms: ['html5-desktop', 'html5'],
    rtp_basis_points: null,
    volatility: null,
    thumbnail: null,
    is_hot: false,
    is_new: false,
    is_featured: false,
    demo: true,
    ...over,
  };
};

describe('a merchant catalogue in memory', () => {
  it('lists sports books of the e-sports list under ESPORTS, and drops unknown types', () => {
    const catalogue = new MerchantCatalogue(
      [
        row(1, { vendor_code: 'IMES', game_type: 'SPORTS' }),
        row(2, { game_type: 'BINGO' }),
        row(3),
      ],
      [],
      'es',
    );
    expect(catalogue.games.map((g) => [g.id, g.gameType])).toEqual([
      [1, 'ESPORTS'],
      [3, 'RNG'],
    ]);
  });

  it("names a game in the reader's language, else the merchant's, else any, else the vendor", () => {
    const catalogue = new MerchantCatalogue(
      [
        row(1, { names: { es: 'Uno', en: 'One' } }),
        row(2, { names: { pt: 'Dois' } }),
        row(3, { names: {} }),
      ],
      [],
      'es',
    );
    const [one, two, three] = catalogue.games;
    expect(catalogue.nameOf(one!, 'en')).toBe('One');
    expect(catalogue.nameOf(one!, 'zh')).toBe('Uno');
    expect(catalogue.nameOf(two!, 'en')).toBe('Dois');
    expect(catalogue.nameOf(three!, 'en')).toBe('PG Soft');
  });

  it("finds a merchant's own name too", () => {
    const catalogue = new MerchantCatalogue(
      [row(1, { merchant_names: { es: 'Estrella Fugaz' } })],
      [],
      'es',
    );
    expect(catalogue.filter({ gameName: 'estrella fugaz' }).map((g) => g.id)).toEqual([1]);
    expect(catalogue.filter({ gameName: 'game 1' }).map((g) => g.id)).toEqual([1]);
  });

  it('computes an answer once per question', () => {
    const catalogue = new MerchantCatalogue([row(1)], [], 'es');
    let computed = 0;
    const ask = () => catalogue.remember('q', () => ({ n: (computed += 1) }));
    expect(ask()).toBe(ask());
    expect(computed).toBe(1);
    expect(catalogue.types()).toBe(catalogue.types());
  });
});
