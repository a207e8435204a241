-- Wholesale terms (docs/product.md "MOQ and price tiers"): one minimum order quantity per product,
-- and optional quantity price tiers per SKU. A tier's price applies from min_qty pieces of that SKU
-- in one line; below the first tier the SKU's own price applies (from the MOQ).
ALTER TABLE product ADD COLUMN moq int NOT NULL DEFAULT 1 CHECK (moq >= 1);

CREATE TABLE price_tier (
  sku_id  bigint NOT NULL REFERENCES sku (sku_id) ON DELETE CASCADE,
  min_qty int    NOT NULL CHECK (min_qty > 1),
  price   bigint NOT NULL CHECK (price >= 0),
  PRIMARY KEY (sku_id, min_qty)
);
