-- The amount an order's earned points were booked on (paid less refunded at completion, minor
-- units): a later refund takes back points in proportion to it, so money refunded before the
-- booking is not counted twice. 0 on orders booked before this column (their basis is paid_amount).
ALTER TABLE order_info ADD COLUMN points_basis bigint NOT NULL DEFAULT 0 CHECK (points_basis >= 0);
