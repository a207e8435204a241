-- Reviews written by buyers for the items of a received order (status 4 -> 5 when every item is
-- reviewed). A buyer review is a prod_comment row tied to its order item; seeded reviews have none.
ALTER TABLE prod_comment ADD COLUMN order_number  text REFERENCES order_info (order_number) ON DELETE SET NULL;
ALTER TABLE prod_comment ADD COLUMN order_item_id bigint REFERENCES order_item (order_item_id) ON DELETE SET NULL;
ALTER TABLE prod_comment ADD COLUMN sku_id        bigint;

-- One review per order item, whatever the races: the second insert fails.
CREATE UNIQUE INDEX prod_comment_order_item ON prod_comment (order_item_id) WHERE order_item_id IS NOT NULL;
-- "My reviews" in the user centre.
CREATE INDEX prod_comment_user ON prod_comment (user_id, created_at DESC) WHERE user_id IS NOT NULL;
