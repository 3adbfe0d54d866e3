import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-target';

describe('bannerTarget', () => {
  it('opens web addresses for URL banners', () => {
    expect(bannerTarget({ linkageType: 'URL', linkage: 'https://example.org/a' })).toEqual({
      kind: 'external',
      href: 'https://example.org/a',
    });
  });

  it('refuses script and relative addresses for URL banners', () => {
    expect(bannerTarget({ linkageType: 'URL', linkage: 'javascript:alert(1)' }).kind).toBe('none');
    expect(bannerTarget({ linkageType: 'URL', linkage: '/rng' }).kind).toBe('none');
  });

  it('navigates inside the site for ROUTE banners only', () => {
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: '/rng?page=PG' })).toEqual({
      kind: 'route',
      to: '/rng?page=PG',
    });
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: '//evil.example' }).kind).toBe('none');
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: 'https://x.example' }).kind).toBe('none');
  });

  it('links PROMOTION banners to their promotion', () => {
    expect(bannerTarget({ linkageType: 'PROMOTION', linkage: '42' })).toEqual({
      kind: 'promotion',
      id: '42',
    });
    expect(bannerTarget({ linkageType: 'PROMOTION', linkage: null }).kind).toBe('none');
  });

  it('does nothing for NONE', () => {
    expect(bannerTarget({ linkageType: 'NONE', linkage: 'https://example.org' }).kind).toBe('none');
  });
});
