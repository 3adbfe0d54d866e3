/**
 * Text made safe inside HTML or XML markup, element text and quoted attributes alike: the
 * five characters that could end either become numeric character references.
 */
export const escapeMarkup = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
