/**
 * An allowlist HTML sanitiser for rich product descriptions and news bodies: known tags keep a
 * few safe attributes, script/style/iframe and friends go away with their content, every other
 * tag is dropped (its text kept), on* attributes and non-http(s) URLs never pass, text is escaped.
 */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  hr: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  span: [],
  div: [],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  pre: [],
  code: [],
  sub: [],
  sup: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
};
const VOID = new Set(['br', 'hr', 'img']);
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'select',
  'svg',
  'math',
  'head',
  'title',
]);
const URL_ATTRS = new Set(['href', 'src']);

const escapeText = (s: string) =>
  s
    .replace(/&(?!(?:[a-z]+|#\d+|#x[0-9a-f]+);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const NAMED: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
};

/** Attribute values are decoded once here and escaped once on output, so no entity can hide a scheme. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

function safeUrl(decoded: string): string | null {
  // Browsers ignore control characters and spaces inside a scheme ('java\tscript:').
  const compact = [...decoded].filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f).join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  // Relative URLs are fine; a scheme must be http(s).
  if (scheme && !/^https?$/i.test(scheme[1]!)) return null;
  return decoded.trim();
}

const TAG =
  /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>|<!--[\s\S]*?(?:-->|$)|<[!?][^>]*>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  let out = '';
  let last = 0;
  let dropping: string | null = null;
  const open: string[] = [];
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    const text = html.slice(last, m.index);
    if (!dropping) out += escapeText(text);
    last = TAG.lastIndex;
    const [, closing, rawName, attrs = ''] = m;
    if (!rawName) continue; // comment, doctype, processing instruction
    const name = rawName.toLowerCase();
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !m[4]) dropping = name;
      continue;
    }
    const allowed = ALLOWED[name];
    if (!allowed) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // Close anything left open inside it so the output stays balanced.
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    let kept = '';
    ATTR.lastIndex = 0;
    for (let a = ATTR.exec(attrs); a; a = ATTR.exec(attrs)) {
      const attr = a[1]!.toLowerCase();
      if (!allowed.includes(attr)) continue;
      let value = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
      if (URL_ATTRS.has(attr)) {
        const url = safeUrl(value);
        if (url === null) continue;
        value = url;
      }
      if ((attr === 'width' || attr === 'height' || attr === 'colspan' || attr === 'rowspan') && !/^\d{1,4}$/.test(value)) continue;
      kept += ` ${attr}="${escapeAttr(value)}"`;
    }
    if (name === 'a') kept += ' rel="nofollow noopener"';
    if (name === 'img') kept += ' loading="lazy"';
    out += `<${name}${kept}>`;
    if (!VOID.has(name)) open.push(name);
  }
  if (!dropping) out += escapeText(html.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
