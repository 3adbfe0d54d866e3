import DOMPurify from 'dompurify';

let hooked = false;

function isExternal(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).origin !== window.location.origin;
  } catch {
    return true;
  }
}

// A start tag, with quoted attribute values that may contain '>'.
const startTag = /<[a-zA-Z][^\s/>]*(?:"[^"]*"|'[^']*'|[^'">])*>/g;
const tagName = /^<[a-zA-Z][^\s/>]*/;
const attribute = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]*))?/y;
const inlineName = /^(?:on|style$)/i;

function cleanStartTag(tag: string): string {
  const name = tagName.exec(tag)?.[0] ?? '<';
  let out = name;
  let i = name.length;
  const end = tag.length - 1;
  while (i < end) {
    if (/[\s/]/.test(tag[i]!)) {
      i += 1;
      continue;
    }
    attribute.lastIndex = i;
    const match = attribute.exec(tag);
    if (!match || match[0].length === 0) {
      i += 1;
      continue;
    }
    if (!inlineName.test(match[1]!)) out += ` ${match[0]}`;
    i += match[0].length;
  }
  return `${out}${tag.endsWith('/>') ? ' />' : '>'}`;
}

/**
 * Drops event-handler and style attributes from the markup before any parser sees it.
 * DOMPurify removes them too, but Chrome reports a CSP violation as soon as such an
 * attribute is parsed in the page, even in an inert document.
 */
export function stripInlineAttributes(html: string): string {
  return html.replace(startTag, cleanStartTag);
}

/**
 * Server HTML (announcements, help articles) is cleaned before it reaches the DOM:
 * no scripts, no event handlers, no inline styles (the CSP forbids them anyway),
 * and links that leave the site open in a new tab without an opener.
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (!(node instanceof Element) || node.tagName !== 'A') return;
      const href = node.getAttribute('href') ?? '';
      if (isExternal(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(stripInlineAttributes(html), {
    FORBID_TAGS: ['style', 'script', 'iframe', 'object', 'embed', 'form', 'input'],
    FORBID_ATTR: ['style'],
  });
}
