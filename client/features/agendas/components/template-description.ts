/**
 * A template item's description is stored as rich text (the agenda items made from it show it as such), but
 * the template editor keeps it plain: a line per paragraph.
 */

const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, blockquote, pre, div';

/** The stored (server-sanitised) HTML as plain text: one line per paragraph, list item or line break. */
export function descriptionText(html: string): string {
  if (!html) return '';
  // DOMParser's document runs no scripts and loads nothing.
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll('br').forEach((lineBreak) => lineBreak.replaceWith('\n'));
  body.querySelectorAll(BLOCKS).forEach((block) => block.append('\n'));
  return (body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text as rich text: each non-empty line a paragraph, typed markup kept as text. */
export function descriptionHtml(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/**
 * Turns edited descriptions back into rich text, leaving each untouched one exactly as it was stored (its
 * formatting included): `original` holds the stored descriptions.
 */
export function descriptionSaver(original: readonly string[]): (text: string) => string {
  const storedByText = new Map(original.map((html) => [descriptionText(html), html]));
  return (text) => storedByText.get(text.trim()) ?? descriptionHtml(text);
}
