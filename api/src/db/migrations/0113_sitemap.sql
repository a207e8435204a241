-- Sitemap parts (src/modules/catalog/sitemap.ts): each part's gzipped XML per site origin, kept
-- until the rows it lists change (mark = their count and last change). Shared by every process.
CREATE TABLE sitemap_part (
  origin   text        NOT NULL,
  name     text        NOT NULL,
  mark     text        NOT NULL,
  lastmod  timestamptz,
  body     bytea       NOT NULL,
  built_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (origin, name)
);

-- A part's mark and rows in one index-only read of its id range.
CREATE INDEX product_sitemap ON product (prod_id) INCLUDE (updated_at) WHERE listed;
CREATE INDEX shop_sitemap ON shop (shop_id) INCLUDE (updated_at) WHERE shop_status = 1;
