import sanitize from 'sanitize-html';

/**
 * The only markup rich text may keep: paragraphs, line breaks, headings h2–h4, bold, italic, underline,
 * strike, lists, quotes, code, and links. Everything else is dropped; attributes other than a link's
 * href never survive (so no event handlers and no style).
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'a',
];

/**
 * Elements dropped together with everything inside them (not just unwrapped to their text); the minutes'
 * PDF reader drops the same.
 */
export const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'svg',
  'math',
  'title',
  'xmp',
  'plaintext',
  'head',
];

/** The attribute value as parsed (entities decoded); the schemes are checked again by sanitize-html. */
const ABSOLUTE_LINK = /^\s*(https?:\/\/[^\s/]|mailto:[^\s])/i;

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  // Links may only go to web pages or e-mail; javascript:, data:, vbscript: and relative tricks are removed.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    // Pasted documents keep their structure at the heading levels the editor offers.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // Only absolute web and e-mail links (no relative paths that a browser might read differently), and
    // every link opens in a new tab without handing the opener to the target page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href && ABSOLUTE_LINK.test(attribs.href) ? { href: attribs.href.trim() } : {}),
        rel: 'noopener noreferrer',
        target: '_blank',
      },
    }),
  },
};

/**
 * Cleans user-written rich text with an allow-list before it is stored. The output contains no script,
 * style, frame or embedded object, no event handler or style attribute, and no link other than
 * http, https or mailto; links get rel="noopener noreferrer" target="_blank". Sanitising twice gives
 * the same result as sanitising once.
 */
export function sanitizeRichText(html: string): string {
  // Run to a fixed point: a second pass must never find anything left to remove (mutation-style input).
  let current = sanitize(html, OPTIONS);
  for (let pass = 0; pass < 3; pass += 1) {
    const next = sanitize(current, OPTIONS);
    if (next === current) return current.trim();
    current = next;
  }
  return current.trim();
}

/** Whether sanitised rich text holds any visible text (an empty editor still sends "<p></p>"). */
export function hasVisibleText(html: string): boolean {
  const text = sanitize(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\s/g, '').length > 0;
}

/** Sanitised rich text, or '' when nothing visible is left: what an emptied editor's field stores. */
export function sanitizeRichTextOrEmpty(html: string): string {
  const clean = sanitizeRichText(html);
  return hasVisibleText(clean) ? clean : '';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Stored rich text as its words alone, in one line (an audit entry's before and after). */
export function richTextToPlain(html: string): string {
  return sanitize(html.replace(/<\/(p|li|h\d)>|<br\s*\/?>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_entity, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}
