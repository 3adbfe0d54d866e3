import { describe, expect, it } from 'vitest';
import { stripInlineAttributes } from './sanitize';

describe('stripInlineAttributes', () => {
  it('removes event handlers in every attribute syntax', () => {
    expect(stripInlineAttributes('<img src=x onerror=alert(1)>')).toBe('<img src=x>');
    expect(stripInlineAttributes('<img src="x" onerror="a()">')).toBe('<img src="x">');
    expect(stripInlineAttributes("<img/onerror='a()'src=x>")).toBe('<img src=x>');
    expect(stripInlineAttributes('<svg onload=a() ONCLICK="b">')).toBe('<svg>');
    expect(stripInlineAttributes('<div onclick>')).toBe('<div>');
    expect(stripInlineAttributes('<br onmouseover=x />')).toBe('<br />');
  });

  it('removes style attributes', () => {
    expect(stripInlineAttributes('<p style="color:red">hi</p>')).toBe('<p>hi</p>');
  });

  it('keeps text and harmless attributes, including look-alikes in values', () => {
    const html = '<a href="/on=1" title="style it">one onerror=x</a>';
    expect(stripInlineAttributes(html)).toBe(html);
    expect(stripInlineAttributes('<img alt="a > b" onerror="x">')).toBe('<img alt="a > b">');
    expect(stripInlineAttributes('<details open><summary>q</summary></details>')).toBe(
      '<details open><summary>q</summary></details>',
    );
  });
});
