import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './markup.js';

describe('escapeMarkup', () => {
  it('leaves no character that could end an element or a quoted attribute', () => {
    expect(escapeMarkup(`<a href="x" title='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
    expect(escapeMarkup('Bono de bienvenida 1000VND')).toBe('Bono de bienvenida 1000VND');
  });
});
