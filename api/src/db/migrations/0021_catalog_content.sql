-- Editorial content around the catalogue: banners, featured topics and the premium collection,
-- exhibitions and their news, industry belts, news and videos. Bilingual columns, names chosen by
-- the Locale header.

CREATE TABLE banner (
  banner_id serial   PRIMARY KEY,
  title_en  text     NOT NULL,
  title_zh  text     NOT NULL,
  pic       text     NOT NULL,
  link      text,
  seq       int      NOT NULL DEFAULT 0
);

-- Featured ("excellent") topics, each a curated list of products.
CREATE TABLE featured_topic (
  topic_id  serial   PRIMARY KEY,
  title_en  text     NOT NULL,
  title_zh  text     NOT NULL,
  intro_en  text,
  intro_zh  text,
  pic       text,
  seq       int      NOT NULL DEFAULT 0
);
CREATE TABLE featured_product (
  topic_id int    NOT NULL REFERENCES featured_topic (topic_id) ON DELETE CASCADE,
  prod_id  bigint NOT NULL REFERENCES product (prod_id) ON DELETE CASCADE,
  seq      int    NOT NULL DEFAULT 0,
  PRIMARY KEY (topic_id, prod_id)
);

CREATE TABLE premium_product (
  prod_id bigint NOT NULL PRIMARY KEY REFERENCES product (prod_id) ON DELETE CASCADE,
  seq     int    NOT NULL DEFAULT 0
);

-- State is derived from the dates: not started (now < start_time), in progress, ended (now > end_time).
CREATE TABLE exhibition (
  exhibition_id serial      PRIMARY KEY,
  title_en      text        NOT NULL,
  title_zh      text        NOT NULL,
  intro_en      text,
  intro_zh      text,
  city_en       text,
  city_zh       text,
  venue_en      text,
  venue_zh      text,
  category_id   bigint,
  pic           text,
  start_time    timestamptz NOT NULL,
  end_time      timestamptz NOT NULL
);
CREATE INDEX exhibition_time ON exhibition (start_time DESC);

CREATE TABLE exhibition_news (
  news_id       serial      PRIMARY KEY,
  exhibition_id int         NOT NULL REFERENCES exhibition (exhibition_id) ON DELETE CASCADE,
  title_en      text        NOT NULL,
  title_zh      text        NOT NULL,
  content_en    text        NOT NULL,
  content_zh    text        NOT NULL,
  created_at    timestamptz NOT NULL
);

CREATE TABLE industry_belt (
  belt_id     serial PRIMARY KEY,
  name_en     text   NOT NULL,
  name_zh     text   NOT NULL,
  region_en   text,
  region_zh   text,
  intro_en    text,
  intro_zh    text,
  pic         text,
  seq         int    NOT NULL DEFAULT 0
);
CREATE TABLE industry_belt_category (
  belt_id     int    NOT NULL REFERENCES industry_belt (belt_id) ON DELETE CASCADE,
  category_id bigint NOT NULL REFERENCES category (category_id) ON DELETE CASCADE,
  PRIMARY KEY (belt_id, category_id)
);

CREATE TABLE news (
  news_id    serial      PRIMARY KEY,
  title_en   text        NOT NULL,
  title_zh   text        NOT NULL,
  summary_en text,
  summary_zh text,
  content_en text        NOT NULL,
  content_zh text        NOT NULL,
  pic        text,
  created_at timestamptz NOT NULL
);
CREATE INDEX news_recent ON news (created_at DESC);

CREATE TABLE video (
  video_id   serial      PRIMARY KEY,
  title_en   text        NOT NULL,
  title_zh   text        NOT NULL,
  intro_en   text,
  intro_zh   text,
  cover      text        NOT NULL,
  url        text        NOT NULL,
  shop_id    bigint      REFERENCES shop (shop_id),
  prod_id    bigint      REFERENCES product (prod_id) ON DELETE SET NULL,
  duration   int         NOT NULL DEFAULT 0,
  views      int         NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL
);
