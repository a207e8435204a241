-- Catalogue: shops, the 3-level category tree, products and SKUs (the data model contract other
-- domains build on: checkout deducts sku.stocks, shops add tables referencing shop), reviews,
-- collections, footprints and hot searches. Money is integer minor units of USD (cents).

CREATE TABLE shop (
  shop_id           bigserial   PRIMARY KEY,
  shop_name_en      text        NOT NULL,
  shop_name_zh      text        NOT NULL,
  logo              text,
  banner            text,
  intro_en          text,
  intro_zh          text,
  region_en         text,
  region_zh         text,
  main_category_id  bigint,
  -- 1 open, 0 not open, 2 under review, 3 abnormal, 4 offline, 5 paused.
  shop_status       smallint    NOT NULL DEFAULT 1,
  self_operated     boolean     NOT NULL DEFAULT false,
  response_rate     int,
  response_hours    int,
  years_in_business int,
  score             numeric(3, 2),
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shop_name_trgm ON shop USING gin ((lower(shop_name_en || ' ' || shop_name_zh)) gin_trgm_ops);

CREATE TABLE category (
  category_id bigserial PRIMARY KEY,
  parent_id   bigint    NOT NULL DEFAULT 0,
  grade       smallint  NOT NULL CHECK (grade BETWEEN 1 AND 3),
  name_en     text      NOT NULL,
  name_zh     text      NOT NULL,
  pic         text,
  seq         int       NOT NULL DEFAULT 0,
  status      smallint  NOT NULL DEFAULT 1
);
CREATE INDEX category_parent ON category (parent_id, seq);

CREATE TABLE product (
  prod_id            bigserial   PRIMARY KEY,
  shop_id            bigint      NOT NULL REFERENCES shop (shop_id),
  category_id        bigint      NOT NULL REFERENCES category (category_id),
  prod_type          text        NOT NULL DEFAULT 'normal'
    CHECK (prod_type IN ('normal', 'groupBuy', 'seckill', 'points', 'presale', 'combo', 'gift', 'virtual', 'physical', 'eCard')),
  -- 1 on shelf, 0 off shelf.
  status             smallint    NOT NULL DEFAULT 1,
  name_en            text        NOT NULL,
  name_zh            text        NOT NULL,
  brief_en           text,
  brief_zh           text,
  content_en         text,
  content_zh         text,
  pic                text,
  imgs               text[]      NOT NULL DEFAULT '{}',
  video              text,
  price              bigint      NOT NULL CHECK (price >= 0),
  ori_price          bigint      NOT NULL CHECK (ori_price >= 0),
  points_price       int,
  currency           char(3)     NOT NULL DEFAULT 'USD',
  total_stocks       int         NOT NULL DEFAULT 0,
  sold_num           int         NOT NULL DEFAULT 0,
  -- A dictLabel of UNITS_OF_MEASUREMENT.
  unit               text,
  brand              text,
  region_en          text,
  region_zh          text,
  score              numeric(3, 2),
  review_count       int         NOT NULL DEFAULT 0,
  seckill_start      timestamptz,
  seckill_end        timestamptz,
  presale_ship_date  date,
  -- [{"nameEn","nameZh","valueEn","valueZh"}]
  parameters         jsonb       NOT NULL DEFAULT '[]',
  -- Search: lower(name_en || ' ' || name_zh) is trigram-indexed for terms of 3+ characters;
  -- search_grams holds Chinese unigrams and bigrams plus whole Latin words, GIN-indexed, for
  -- the 1- and 2-character terms a trigram index cannot serve.
  search_text        text        NOT NULL DEFAULT '',
  search_grams       text[]      NOT NULL DEFAULT '{}',
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_category ON product (category_id) WHERE status = 1;
CREATE INDEX product_shop ON product (shop_id) WHERE status = 1;
CREATE INDEX product_sold ON product (sold_num DESC) WHERE status = 1;
CREATE INDEX product_price ON product (price) WHERE status = 1;
CREATE INDEX product_search_trgm ON product USING gin (search_text gin_trgm_ops);
CREATE INDEX product_search_grams ON product USING gin (search_grams);

CREATE TABLE sku (
  sku_id        bigserial PRIMARY KEY,
  prod_id       bigint    NOT NULL REFERENCES product (prod_id) ON DELETE CASCADE,
  sku_name_en   text      NOT NULL,
  sku_name_zh   text      NOT NULL,
  -- mall4j's "Colour:Gold;Memory:64GB".
  properties_en text      NOT NULL DEFAULT '',
  properties_zh text      NOT NULL DEFAULT '',
  price         bigint    NOT NULL CHECK (price >= 0),
  ori_price     bigint    NOT NULL CHECK (ori_price >= 0),
  stocks        int       NOT NULL CHECK (stocks >= 0),
  pic           text,
  status        smallint  NOT NULL DEFAULT 1
);
CREATE INDEX sku_prod ON sku (prod_id);

-- Reviews. evaluate: 0 good (4-5 stars), 1 medium (3), 2 bad (1-2).
CREATE TABLE prod_comment (
  comment_id  bigserial   PRIMARY KEY,
  prod_id     bigint      NOT NULL REFERENCES product (prod_id) ON DELETE CASCADE,
  user_id     text,
  nick_name   text        NOT NULL,
  score       smallint    NOT NULL CHECK (score BETWEEN 1 AND 5),
  evaluate    smallint    NOT NULL CHECK (evaluate BETWEEN 0 AND 2),
  content_en  text        NOT NULL,
  content_zh  text        NOT NULL,
  pics        text[]      NOT NULL DEFAULT '{}',
  sku_name    text,
  is_anonymous boolean    NOT NULL DEFAULT false,
  reply       text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX prod_comment_prod ON prod_comment (prod_id, created_at DESC);

CREATE TABLE user_collection (
  user_id    text        NOT NULL,
  prod_id    bigint      NOT NULL REFERENCES product (prod_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, prod_id)
);

-- One row per user and product; a new visit moves it to the top.
CREATE TABLE user_footprint (
  user_id    text        NOT NULL,
  prod_id    bigint      NOT NULL REFERENCES product (prod_id) ON DELETE CASCADE,
  visited_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, prod_id)
);
CREATE INDEX user_footprint_recent ON user_footprint (user_id, visited_at DESC);

CREATE TABLE hot_search (
  hot_search_id serial   PRIMARY KEY,
  lang          text     NOT NULL,
  title         text     NOT NULL,
  seq           int      NOT NULL DEFAULT 0,
  UNIQUE (lang, title)
);

-- Keeps the search columns in step with the names, whoever writes a product (seed, merchant console).
CREATE FUNCTION product_search_fields() RETURNS trigger AS $$
DECLARE
  t     text;
  grams text[];
  run   text;
  i     int;
BEGIN
  t := lower(NEW.name_en || ' ' || NEW.name_zh || ' ' || coalesce(NEW.brand, ''));
  NEW.search_text := t;
  grams := ARRAY(SELECT m[1] FROM regexp_matches(t, '([a-z0-9]+)', 'g') AS m);
  FOR run IN SELECT m[1] FROM regexp_matches(t, '([\u4e00-\u9fff]+)', 'g') AS m LOOP
    FOR i IN 1..char_length(run) LOOP
      grams := grams || substr(run, i, 1);
      IF i < char_length(run) THEN
        grams := grams || substr(run, i, 2);
      END IF;
    END LOOP;
  END LOOP;
  NEW.search_grams := ARRAY(SELECT DISTINCT g FROM unnest(grams) AS g);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER product_search_fields BEFORE INSERT OR UPDATE OF name_en, name_zh, brand ON product
  FOR EACH ROW EXECUTE FUNCTION product_search_fields();
