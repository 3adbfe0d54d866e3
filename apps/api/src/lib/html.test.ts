import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './html.js';

describe('sanitizeRichText', () => {
  it('keeps basic formatting, lists, tables, links and images', () => {
    const html =
      '<h2>T</h2><p><strong>a</strong> <em>b</em></p><ul><li>c</li></ul><table><tr><td colspan="2">d</td></tr></table><img src="https://x/y.png" alt="y">';
    expect(sanitizeRichText(html)).toBe(
      '<h2>T</h2><p><strong>a</strong> <em>b</em></p><ul><li>c</li></ul><table><tr><td colspan="2">d</td></tr></table><img src="https://x/y.png" alt="y" />',
    );
  });

  it('strips scripts, handlers, styles, frames and dangerous URLs', () => {
    const html =
      '<script>alert(1)</script><p style="x" onmouseover="e()">ok</p><iframe src="x"></iframe><a href="javascript:alert(1)">l</a><img src="javascript:x" onerror="y"><svg><script>z</script></svg>';
    const clean = sanitizeRichText(html);
    expect(clean).toBe('<p>ok</p><a rel="noopener noreferrer">l</a><img />');
  });
});
