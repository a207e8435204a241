-- Forgiving search and warm popular searches (src/modules/catalog/spelling.ts, query-stats.ts;
-- docs/search-at-scale.md "Forgiving search").

-- How often each first page of a search or listing was asked for, per locale: every API process
-- counts in memory and adds its counts here every few seconds. The most asked are kept warm in each
-- process's read cache; searches that found products are the "popular searches" that a misspelling
-- is compared with. hits decays (halves in about a day) so yesterday's fashion fades.
CREATE TABLE search_query_stat (
  route     text             NOT NULL,  -- '/search/page' or '/prod/pageProd'
  locale    text             NOT NULL,
  cache_key text             NOT NULL,  -- the read cache's key of the answer (list-cache.ts)
  query     text             NOT NULL,  -- a query string that asks for it (what the warmer sends)
  keyword   text,                       -- a search's keyword, normalised (lower case, its pieces)
  hits      double precision NOT NULL DEFAULT 0,
  results   int              NOT NULL DEFAULT -1,  -- matches when last counted; -1 not known
  last_seen timestamptz      NOT NULL DEFAULT now(),
  PRIMARY KEY (route, locale, cache_key)
);
CREATE INDEX search_query_stat_hits ON search_query_stat (hits DESC);

-- The words and phrases a misspelling is compared with, rebuilt by a job (catalog.search-terms):
-- the words of listed products' names and brands, category names, hot searches and popular
-- searches. sound is what the trigrams compare: the lower-case text, or for Chinese its pinyin
-- without tones (a wrong character typed for the right sound, 耳鸡 for 耳机, sounds the same).
CREATE TABLE search_term (
  lang        text   NOT NULL,  -- 'en' or 'zh'
  term        text   NOT NULL,
  sound       text   NOT NULL,
  phrase      boolean NOT NULL DEFAULT false,  -- a whole search (category name, hot or popular search), not one word
  products    int    NOT NULL DEFAULT 0,       -- listed products whose names hold the word
  hits        double precision NOT NULL DEFAULT 0,  -- how often it was searched
  category_id bigint,                          -- a category's name
  PRIMARY KEY (lang, term)
);
CREATE INDEX search_term_sound_trgm ON search_term USING gin (sound gin_trgm_ops);
-- Short words (a swapped letter in "lmap" shares no trigram with "lamp"): same first letter, similar length.
CREATE INDEX search_term_sound_start ON search_term (left(sound, 1), length(sound));
-- The category names, for the closest categories of a search that found nothing.
CREATE INDEX search_term_category ON search_term (lang) WHERE category_id IS NOT NULL;
