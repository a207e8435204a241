import damerauLevenshtein from 'damerau-levenshtein';
import type { RelatedSearches } from '@mall/shared/contracts';
import type { AppContext } from '../../context';
import { num, type Lang } from './catalog-common';
import { keywordGrams, keywordPieces, textArrayLiteral, type Piece } from './keywords';
import { soundOf } from './search-terms';

/**
 * "Did you mean" (docs/search-at-scale.md, "Forgiving search"). A keyword's pieces that match no
 * listed product (checked on the grams index, exactly as the search matches) are compared with the
 * vocabulary (search_term: product words, category names, hot and popular searches) by trigram
 * similarity of their sound (pinyin for Chinese), short words also by their first letter; the
 * candidates are ranked by edit distance (a swapped pair counts one), then popularity, then
 * similarity; the first combination that finds a listed product wins. When no piece can be
 * mended, the whole keyword is compared with whole searches (category names, hot and popular
 * searches); the caller checks that one finds products.
 */

interface Candidate {
  lang: string;
  term: string;
  sound: string;
  products: number;
  hits: number;
  sim: number;
}

/** Edits allowed for a piece of this many sound characters. */
const maxEdits = (length: number) => (length <= 4 ? 1 : length <= 8 ? 2 : 3);
/** Short pieces also look at words of the same first letter and about the same length (no shared trigram in "lmap"/"lamp"). */
const SHORT = 6;
/** Whole searches at least this similar are offered when no single piece can be mended. */
const PHRASE_SIMILARITY = 0.45;
const edits = (a: string, b: string): number => damerauLevenshtein(a, b).steps;
/** Replacements tried per unmatched piece, and corrected keywords checked against the catalogue at most. */
const MENDS_PER_PIECE = 3;
const MAX_TRIES = 6;
/** Categories less similar than this are no closer than any other: the top-level ones are offered first. */
const MIN_CATEGORY_SIMILARITY = 0.1;

/** Which pieces match no listed product (one statement; each an index lookup of the grams). */
async function unmatchedPieces(ctx: AppContext, pieces: Piece[]): Promise<boolean[]> {
  const params = pieces.map((p) => textArrayLiteral(keywordGrams([p])));
  const cols = pieces.map((_, i) => `EXISTS (SELECT 1 FROM product p WHERE p.listed AND p.search_grams @> $${i + 1}::text[]) AS m${i}`);
  const row = await ctx.db.one<Record<string, boolean>>(`/* catalog.spellPieces */ SELECT ${cols.join(', ')}`, params);
  return pieces.map((_, i) => !row?.[`m${i}`]);
}

async function candidates(ctx: AppContext, sound: string, langs: string[], words: boolean): Promise<Candidate[]> {
  const cols = `lang, term, sound, products, hits, similarity(sound, $1) AS sim`;
  // A Latin piece is replaced by one word; a Chinese piece by any Chinese term.
  const where = `lang = ANY(string_to_array($2, ',')) ${words ? `AND position(' ' in term) = 0` : ''}`;
  const length = sound.length;
  const rows = await ctx.db.query<Candidate>(
    `/* catalog.spellCandidates */ (SELECT ${cols} FROM search_term WHERE sound % $1 AND ${where} ORDER BY sim DESC LIMIT 40)
     ${
       length <= SHORT
         ? `UNION (SELECT ${cols} FROM search_term WHERE left(sound, 1) = left($1, 1) AND length(sound) BETWEEN ${length - 1} AND ${length + 1}
                    AND ${where} LIMIT 200)`
         : ''
     }`,
    [sound, langs.join(',')],
  );
  return rows.map((r) => ({ ...r, products: num(r.products), hits: Number(r.hits), sim: Number(r.sim) }));
}

/**
 * The best replacement for one unmatched piece, or null. A Latin piece matches the start of a
 * word, so a candidate's start counts too ("earphn" is close to the start of "earphones").
 */
async function mendPiece(ctx: AppContext, lang: Lang, piece: Piece): Promise<string[]> {
  const sound = piece.cjk ? soundOf(piece.text) : piece.text;
  // Chinese pieces against Chinese terms; a Latin piece against words, and in Chinese also against pinyin (erji -> 耳机).
  const langs = piece.cjk ? ['zh'] : lang === 'zh' ? ['en', 'zh'] : ['en'];
  const found = await candidates(ctx, sound, langs, !piece.cjk);
  const limit = maxEdits(sound.length);
  const ranked: { term: string; score: number[] }[] = [];
  for (const c of found) {
    if (c.term === piece.text) continue;
    let distance = edits(sound, c.sound);
    if (!piece.cjk && c.sound.length > sound.length) {
      // (a whole word is preferred to a word's start at the same distance)
      for (const k of [sound.length - 1, sound.length, sound.length + 1])
        distance = Math.min(distance, edits(sound, c.sound.slice(0, k)) + 0.5);
    }
    if (distance <= limit) ranked.push({ term: c.term, score: [distance, -Math.log10(1 + c.products + c.hits), -c.sim] });
  }
  ranked.sort((a, b) => (less(a.score, b.score) ? -1 : less(b.score, a.score) ? 1 : 0));
  return [...new Set(ranked.map((r) => r.term))].slice(0, MENDS_PER_PIECE);
}

/** Whether a keyword finds a listed product (its grams, one index lookup). */
async function findsAny(ctx: AppContext, keyword: string): Promise<boolean> {
  const grams = keywordGrams(keywordPieces(keyword));
  const row = await ctx.db.one<{ ok: boolean }>(
    `/* catalog.spellCheck */ SELECT EXISTS (SELECT 1 FROM product p WHERE p.listed AND p.search_grams @> $1::text[]) AS ok`,
    [textArrayLiteral(grams)],
  );
  return Boolean(row?.ok);
}

const less = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
};

/** The closest whole search (category name, hot or popular search) to the keyword, or null. */
async function closestPhrase(ctx: AppContext, keyword: string, cjk: boolean): Promise<string | null> {
  const sound = soundOf(keyword);
  const rows = await ctx.db.query<{ term: string; sound: string; sim: number }>(
    `/* catalog.spellPhrase */ SELECT term, sound, similarity(sound, $1) AS sim FROM search_term
      WHERE phrase AND lang = $2 AND sound % $1 ORDER BY sim DESC, hits DESC, products DESC LIMIT 5`,
    [sound, cjk ? 'zh' : 'en'],
  );
  const best = rows.find(
    (r) => r.term !== keyword && (Number(r.sim) >= PHRASE_SIMILARITY || edits(sound, r.sound) <= maxEdits(sound.length)),
  );
  return best?.term ?? null;
}

/**
 * A corrected keyword for one that found nothing (or little), or null: its unmatched pieces
 * mended (a combination that finds a product), or the closest whole search (checked by the caller).
 */
export async function correctKeyword(ctx: AppContext, lang: Lang, keyword: string): Promise<string | null> {
  const pieces = keywordPieces(keyword);
  if (!pieces.length) return null;
  const original = pieces.map((p) => p.text).join(' ');
  const unmatched = await unmatchedPieces(ctx, pieces);
  if (unmatched.some(Boolean)) {
    const options = await Promise.all(pieces.map((p, i) => (unmatched[i] ? mendPiece(ctx, lang, p) : [p.text])));
    // The best mend of each piece first; then, in order, the next best of one piece ("shet mask":
    // "set" is nearer in popularity, but only "sheet mask" finds a product).
    const tries = [options.map((o) => o[0])];
    options.forEach((o, i) => o.slice(1).forEach((alt) => tries.push(options.map((x, j) => (j === i ? alt : x[0])))));
    for (const t of tries.slice(0, MAX_TRIES)) {
      if (t.some((m) => m === undefined)) break;
      const corrected = t.join(' ');
      if (corrected !== original && (await findsAny(ctx, corrected))) return corrected;
    }
  }
  return closestPhrase(
    ctx,
    original,
    pieces.some((p) => p.cjk),
  );
}

/**
 * For a search that found nothing: the categories whose names are closest to it (any language,
 * named in the buyer's), and the popular searches closest to it (hot searches among them).
 */
export async function relatedSearches(ctx: AppContext, lang: Lang, keyword: string): Promise<RelatedSearches> {
  const sound = soundOf(
    keywordPieces(keyword)
      .map((p) => p.text)
      .join(' ') || keyword,
  );
  const categories = await ctx.db.query<{ categoryId: number; categoryName: string }>(
    `/* catalog.relatedCategories */ SELECT c.category_id AS "categoryId", c.name_${lang} AS "categoryName"
       FROM (SELECT category_id, max(similarity(sound, $1)) AS sim FROM search_term WHERE category_id IS NOT NULL GROUP BY category_id) x
       JOIN category c ON c.category_id = x.category_id AND c.status = 1
      ORDER BY CASE WHEN x.sim >= ${MIN_CATEGORY_SIMILARITY} THEN x.sim ELSE 0 END DESC, c.grade, c.seq, c.category_id LIMIT 6`,
    [sound],
  );
  const searches = await ctx.db.query<{ term: string }>(
    `/* catalog.relatedSearches */ SELECT term FROM search_term WHERE phrase AND hits > 0 AND lang = $2
      ORDER BY similarity(sound, $1) DESC, hits DESC, term LIMIT 8`,
    [sound, lang],
  );
  return {
    categories: categories.map((c) => ({ categoryId: num(c.categoryId), categoryName: c.categoryName })),
    searches: searches.map((s) => s.term),
  };
}
