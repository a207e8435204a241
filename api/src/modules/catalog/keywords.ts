/**
 * How a search keyword matches a product (docs/search-at-scale.md). The product's search_grams
 * (trigger product_search_fields, migration 0114) hold every prefix of each Latin word (up to 20
 * characters) and every run of 1 to 4 characters of each Chinese stretch of its names and brand;
 * a keyword is split the same way and every piece must match:
 *   - a Latin piece matches a word that starts with it ('lam' finds "LED desk lamp"),
 *   - a Chinese piece matches anywhere in a Chinese stretch ('灯', '台灯', '不锈钢'),
 *   - a Chinese piece longer than 4 characters matches as its 4-character windows plus a text check.
 * The same rule has two SQL forms: containment on search_grams (the GIN index finds the few
 * products of a rare keyword) and LIKE on search_text, the same words and stretches each after a
 * space (checked on index entries while a sorted index is walked, for a common keyword).
 */

import { isSearchableTerm } from '@mall/shared/schemas';

/** Latin words: lower-case letters and digits; Chinese: the CJK unified ideographs. */
const PIECES = /[a-z0-9]+|[\u4e00-\u9fff]+/g;
const CJK = /^[\u4e00-\u9fff]/;
export const MAX_WORD_PREFIX = 20;
export const MAX_CJK_GRAM = 4;
/** More pieces than this add nothing a buyer would notice and cost index lookups. */
const MAX_PIECES = 8;

export interface Piece {
  text: string;
  cjk: boolean;
}

/** The pieces of a keyword, lower case, de-duplicated, at most MAX_PIECES. */
export function keywordPieces(keyword: string): Piece[] {
  const seen = new Set<string>();
  const out: Piece[] = [];
  for (const m of keyword.toLowerCase().matchAll(PIECES)) {
    // 'a lamp' searches 'lamp': a one-letter Latin word is too short to mean anything.
    if (!isSearchableTerm(m[0])) continue;
    const cjk = CJK.test(m[0]);
    const text = cjk ? m[0] : m[0].slice(0, MAX_WORD_PREFIX);
    if (seen.has(text)) continue;
    seen.add(text);
    out.push({ text, cjk });
    if (out.length === MAX_PIECES) break;
  }
  return out;
}

/** The grams a product must hold for the keyword (a long Chinese piece gives its 4-character windows). */
export function keywordGrams(pieces: Piece[]): string[] {
  const grams = new Set<string>();
  for (const p of pieces) {
    const chars = [...p.text];
    if (!p.cjk || chars.length <= MAX_CJK_GRAM) grams.add(p.text);
    else for (let i = 0; i + MAX_CJK_GRAM <= chars.length; i++) grams.add(chars.slice(i, i + MAX_CJK_GRAM).join(''));
  }
  return [...grams];
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);
/** '{"a","b"}': a text[] parameter both drivers pass the same way. */
export const textArrayLiteral = (items: string[]) => `{${items.map((i) => `"${i.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/**
 * SQL conditions (AND) for a keyword over `product p`, pushing their parameters.
 *   form 'grams': containment on search_grams (GIN), plus a text check for long Chinese pieces;
 *   form 'text':  the same matches written on search_text alone (evaluated on index entries).
 */
export function keywordConditions(keyword: string, params: unknown[], form: 'grams' | 'text' = 'grams'): string[] {
  const pieces = keywordPieces(keyword);
  if (!pieces.length) return ['false'];
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const longCjk = pieces.filter((p) => p.cjk && [...p.text].length > MAX_CJK_GRAM);
  if (form === 'grams') {
    // An array literal (not a subquery): the planner then sees the grams and estimates from their statistics.
    return [
      `p.search_grams @> ${add(textArrayLiteral(keywordGrams(pieces)))}::text[]`,
      ...longCjk.map((p) => `p.search_text LIKE ${add(`%${escapeLike(p.text)}%`)}`),
    ];
  }
  // Wrapped so no index on search_text is chosen for them: they are meant to be checked on the
  // entries of the sorted index being walked.
  // search_text is ' word word 台灯 ': a Latin piece starts a word after a space.
  return pieces.map((p) => `(p.search_text || '') LIKE ${add(p.cjk ? `%${escapeLike(p.text)}%` : `% ${escapeLike(p.text)}%`)}`);
}
