-- A small category's listing, or one narrowed by price, sorted by anything but price
-- (docs/search-at-scale.md): its few products are found through the category's index (0190) and
-- sorted. With the sort keys on the entries that stays index-only; without them, the planner
-- (which expects a category's share of any price range, not the cheap goods a category holds)
-- walked the whole rating index instead: 98,000 entries for 252 products at 100,000 products.
DROP INDEX IF EXISTS product_listed_l1;
DROP INDEX IF EXISTS product_listed_l2;
DROP INDEX IF EXISTS product_listed_l3;
CREATE INDEX product_listed_l1 ON product (cat_l1, price, prod_id) INCLUDE (score, sold_num, created_at) WHERE listed;
CREATE INDEX product_listed_l2 ON product (cat_l2, price, prod_id) INCLUDE (score, sold_num, created_at) WHERE listed;
CREATE INDEX product_listed_l3 ON product (category_id, price, prod_id) INCLUDE (score, sold_num, created_at) WHERE listed;
