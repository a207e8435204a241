import sanitize from 'sanitize-html';

/**
 * Rich product descriptions and news bodies go into the page as HTML, so they pass an allowlist
 * first (the `sanitize-html` library, on a real HTML parser): known tags keep a few safe
 * attributes, script/style/iframe and friends go away with their content, every other tag is
 * dropped (its text kept), on* attributes and non-http(s) URLs never pass, text is escaped.
 */
/** Sizes are small whole numbers; anything else is dropped. */
const SIZE = /^\d{1,4}$/;
const SIZES = ['width', 'height', 'colspan', 'rowspan'];
const withSafeSizes =
  (extra: Record<string, string> = {}): sanitize.Transformer =>
  (tagName, attribs) => ({
    tagName,
    attribs: { ...Object.fromEntries(Object.entries(attribs).filter(([k, v]) => !SIZES.includes(k) || SIZE.test(v))), ...extra },
  });

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'sub',
    'sup',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'img',
  ],
  allowedAttributes: {
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
  },
  // Relative URLs pass; a URL with a scheme must be http(s) (no javascript:, data:, vbscript:).
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with everything inside them, not just their tags.
  nonTextTags: [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'noscript',
    'template',
    'textarea',
    'select',
    'option',
    'svg',
    'math',
    'head',
    'title',
  ],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'nofollow noopener' } }),
    img: withSafeSizes({ loading: 'lazy' }),
    th: withSafeSizes(),
    td: withSafeSizes(),
  },
};

export function sanitizeHtml(html: string | null | undefined): string {
  return html ? sanitize(html, OPTIONS) : '';
}
