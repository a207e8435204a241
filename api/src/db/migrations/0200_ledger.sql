-- The money ledger (api/src/modules/ledger, README there; the invariants in docs/money.md).
--
-- Every way money, points or goods go back to the buyer (after-sales, a merchant's rejection,
-- cancel, expiry, a gateway payment that arrived too late) is one row here, written by one
-- function (ledger/payback.ts) under the order's lock. What a settled part has left to give back
-- is its settlement less these rows, whatever path wrote them. Stock moves are rows too, so
-- "stock = opening + returned - sold" can be checked per SKU (pnpm money:check).

-- Money and points paid back, one row per cause and the part it comes from:
--   cause 'refund' (ref: the after-sales request), 'reject' / 'cancel' / 'expire' (ref: the order
--   number), 'late' (ref: the payment id: gateway money that arrived for orders no longer payable).
--   part 'full' | 'advance' | 'final': a settlement of the order (money, through its payment's
--   method: balance and points ledgers, the gateway's refund, or an offline transfer the merchant
--   makes); 'pointsUsed': points spent as a discount at submit (amount in points); 'payment': a
--   whole payment that settled nothing ('late').
-- status 'done' (moved), 'awaitingTransfer' (offline: the merchant transfers and records it),
-- 'failed' (the gateway refused; retried under the same out_refund_no, never paid twice).
CREATE TABLE payback (
  payback_id        bigserial   PRIMARY KEY,
  cause             text        NOT NULL CHECK (cause IN ('refund', 'reject', 'cancel', 'expire', 'late')),
  ref               text        NOT NULL,
  order_number      text        REFERENCES order_info (order_number),
  user_id           text        NOT NULL,
  part              text        NOT NULL CHECK (part IN ('full', 'advance', 'final', 'pointsUsed', 'payment')),
  payment_id        text        REFERENCES payment (payment_id),
  pay_type          smallint,
  amount            bigint      NOT NULL CHECK (amount > 0),
  status            text        NOT NULL CHECK (status IN ('done', 'awaitingTransfer', 'failed')),
  gateway_refund_no text        UNIQUE,
  failure           text,
  transferred_at    timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (cause, ref, part),
  CHECK ((part = 'pointsUsed') = (pay_type IS NULL)),
  CHECK ((part = 'payment') = (cause = 'late'))
);
CREATE INDEX payback_order ON payback (order_number);
CREATE INDEX payback_payment ON payback (payment_id);
CREATE INDEX payback_user ON payback (user_id);

-- What after-sales paid back so far (refund_payout), as paybacks.
INSERT INTO payback (cause, ref, order_number, user_id, part, payment_id, pay_type, amount, status, gateway_refund_no, failure, transferred_at, created_at)
SELECT 'refund', p.refund_sn, r.order_number, r.user_id, p.part, p.payment_id, p.pay_type, p.amount, p.status, p.gateway_refund_no, p.failure,
       p.transferred_at, p.created_at
  FROM refund_payout p JOIN order_refund r ON r.refund_sn = p.refund_sn;
-- Points spent that refunds gave back (ledger ref: the request).
INSERT INTO payback (cause, ref, order_number, user_id, part, amount, status, created_at)
SELECT 'refund', l.ref, r.order_number, l.user_id, 'pointsUsed', l.change, 'done', l.created_at
  FROM points_ledger l JOIN order_refund r ON r.refund_sn = l.ref
 WHERE l.reason = 'refundPointsReturn' AND l.change > 0;
-- Points spent that a closed order gave back (ledger ref: the order).
INSERT INTO payback (cause, ref, order_number, user_id, part, amount, status, created_at)
SELECT CASE o.close_reason WHEN 'expired' THEN 'expire' WHEN 'rejected' THEN 'reject' ELSE 'cancel' END, o.order_number, o.order_number,
       l.user_id, 'pointsUsed', l.change, 'done', l.created_at
  FROM points_ledger l JOIN order_info o ON o.order_number = l.ref AND o.user_id = l.user_id
 WHERE l.reason = 'orderReturn' AND l.change > 0;
-- Paid orders a merchant rejected: their money went to the balance or the points (ref '<order>' or '<order>:<part>').
INSERT INTO payback (cause, ref, order_number, user_id, part, payment_id, pay_type, amount, status, created_at)
SELECT 'reject', o.order_number, o.order_number, l.user_id, coalesce(nullif(split_part(l.ref, ':', 2), ''), 'full'), s.payment_id,
       CASE WHEN l.kind = 'points' THEN 0 ELSE 9 END, l.amount, 'done', l.created_at
  FROM (SELECT user_id, ref, change AS amount, 'balance' AS kind, created_at FROM balance_ledger WHERE reason = 'refund'
        UNION ALL
        SELECT user_id, ref, change / 10, 'points', created_at FROM points_ledger WHERE reason = 'refund') l
  JOIN order_info o ON o.order_number = split_part(l.ref, ':', 1) AND o.user_id = l.user_id AND o.close_reason = 'rejected'
  LEFT JOIN order_settlement s ON s.order_number = o.order_number AND s.part = coalesce(nullif(split_part(l.ref, ':', 2), ''), 'full')
 WHERE l.amount > 0;
-- Gateway money refunded because it arrived late (recorded on the payment until now).
INSERT INTO payback (cause, ref, user_id, part, payment_id, pay_type, amount, status, gateway_refund_no, created_at)
SELECT 'late', payment_id, user_id, 'payment', payment_id, pay_type, refund_amount, 'done', refund_no, coalesce(refunded_at, created_at)
  FROM payment WHERE refund_no IS NOT NULL AND refund_amount > 0;

-- The order's running figures are these rows' sums from now on.
UPDATE order_info o SET refunded_amount = p.money
  FROM (SELECT order_number, sum(amount) AS money FROM payback WHERE part IN ('full', 'advance', 'final') GROUP BY order_number) p
 WHERE p.order_number = o.order_number AND o.refunded_amount <> p.money;
UPDATE order_info o SET points_returned = p.points
  FROM (SELECT order_number, sum(amount) AS points FROM payback WHERE part = 'pointsUsed' GROUP BY order_number) p
 WHERE p.order_number = o.order_number AND o.points_returned <> p.points;

DROP TABLE refund_payout;
ALTER TABLE payment DROP COLUMN refund_no, DROP COLUMN refund_amount, DROP COLUMN refunded_at;

-- Stock moves per SKU: sku.stocks is their running total. 'opening': the stock a SKU was created
-- with (or had when this ledger started); 'adjust': a count correction; 'sale': an order line
-- took it (at submit, once per line); 'return': units of an order line came back (ref: the
-- payback's cause and ref), never more than the line took.
CREATE TABLE stock_movement (
  movement_id   bigserial   PRIMARY KEY,
  sku_id        bigint      NOT NULL,
  change        int         NOT NULL CHECK (change <> 0),
  reason        text        NOT NULL CHECK (reason IN ('opening', 'adjust', 'sale', 'return')),
  order_item_id bigint      REFERENCES order_item (order_item_id),
  ref           text        NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((reason IN ('sale', 'return')) = (order_item_id IS NOT NULL))
);
CREATE INDEX stock_movement_sku ON stock_movement (sku_id);
CREATE UNIQUE INDEX stock_movement_sale ON stock_movement (order_item_id) WHERE reason = 'sale';
CREATE UNIQUE INDEX stock_movement_return ON stock_movement (order_item_id, ref) WHERE reason = 'return';

-- A SKU is created with its opening stock, whoever inserts it (the seed, a merchant tool, psql).
CREATE FUNCTION sku_opening_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_movement (sku_id, change, reason, ref)
  SELECT sku_id, stocks, 'opening', 'sku' FROM new_rows WHERE stocks <> 0;
  RETURN NULL;
END
$$;
CREATE TRIGGER sku_opening_stock AFTER INSERT ON sku REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sku_opening_stock();

-- The history before this ledger: every order line took its units; closed unpaid orders gave
-- them all back; after-sales gave back returned units and those refunded before shipment.
INSERT INTO stock_movement (sku_id, change, reason, order_item_id, ref, created_at)
SELECT i.sku_id, -i.count, 'sale', i.order_item_id, i.order_number, o.created_at
  FROM order_item i JOIN order_info o ON o.order_number = i.order_number;
INSERT INTO stock_movement (sku_id, change, reason, order_item_id, ref, created_at)
SELECT sku_id, back, 'return', order_item_id, ref, now() FROM (
  SELECT i.sku_id, i.order_item_id,
         CASE WHEN o.close_reason IN ('cancelled', 'expired', 'rejected') THEN i.count
              ELSE least(i.count, i.cancelled_count + coalesce((
                     SELECT sum(ri.count) FROM order_refund_item ri JOIN order_refund r ON r.refund_sn = ri.refund_sn
                      WHERE ri.order_item_id = i.order_item_id AND r.status = 5 AND r.apply_type = 2), 0)) END AS back,
         CASE o.close_reason WHEN 'expired' THEN 'expire' WHEN 'rejected' THEN 'reject' WHEN 'cancelled' THEN 'cancel' ELSE 'refund' END
           || ':' || o.order_number AS ref
    FROM order_item i JOIN order_info o ON o.order_number = i.order_number) x
 WHERE back > 0;
-- What the SKUs hold now is the opening stock plus that history.
INSERT INTO stock_movement (sku_id, change, reason, ref)
SELECT s.sku_id, s.stocks - coalesce(m.sum, 0), 'opening', 'sku'
  FROM sku s LEFT JOIN (SELECT sku_id, sum(change) AS sum FROM stock_movement GROUP BY sku_id) m ON m.sku_id = s.sku_id
 WHERE s.stocks - coalesce(m.sum, 0) <> 0;

-- An account's opening balance, points and growth are ledger lines ('grant'), so each total is
-- the sum of its lines from the first day (demo accounts are seeded with some).
CREATE FUNCTION app_user_opening_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO balance_ledger (user_id, change, balance_after, reason, ref)
  SELECT user_id, balance, balance, 'grant', 'opening' FROM new_rows WHERE balance <> 0;
  INSERT INTO points_ledger (user_id, change, points_after, reason, ref)
  SELECT user_id, score, score, 'grant', 'opening' FROM new_rows WHERE score <> 0;
  INSERT INTO growth_ledger (user_id, change, growth_after, reason, ref)
  SELECT user_id, growth, growth, 'grant', 'opening' FROM new_rows WHERE growth <> 0;
  RETURN NULL;
END
$$;
CREATE TRIGGER app_user_opening_lines AFTER INSERT ON app_user REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_user_opening_lines();

-- Existing accounts: what their totals hold beyond their lines becomes their opening line.
INSERT INTO balance_ledger (user_id, change, balance_after, reason, ref)
SELECT u.user_id, u.balance - coalesce(l.sum, 0), u.balance, 'grant', 'opening'
  FROM app_user u LEFT JOIN (SELECT user_id, sum(change) AS sum FROM balance_ledger GROUP BY user_id) l ON l.user_id = u.user_id
 WHERE u.balance - coalesce(l.sum, 0) <> 0;
INSERT INTO points_ledger (user_id, change, points_after, reason, ref)
SELECT u.user_id, u.score - coalesce(l.sum, 0), u.score, 'grant', 'opening'
  FROM app_user u LEFT JOIN (SELECT user_id, sum(change) AS sum FROM points_ledger GROUP BY user_id) l ON l.user_id = u.user_id
 WHERE u.score - coalesce(l.sum, 0) <> 0;
INSERT INTO growth_ledger (user_id, change, growth_after, reason, ref)
SELECT u.user_id, u.growth - coalesce(l.sum, 0), u.growth, 'grant', 'opening'
  FROM app_user u LEFT JOIN (SELECT user_id, sum(change) AS sum FROM growth_ledger GROUP BY user_id) l ON l.user_id = u.user_id
 WHERE u.growth - coalesce(l.sum, 0) <> 0;

-- Growth follows refunds as the earned points do: what it was booked on (paid less refunded at
-- receipt) and how much of it a refund took back since.
ALTER TABLE order_info ADD COLUMN growth_basis bigint NOT NULL DEFAULT 0 CHECK (growth_basis >= 0);
ALTER TABLE order_info ADD COLUMN growth_clawed int NOT NULL DEFAULT 0 CHECK (growth_clawed >= 0);
