-- After-sales: refund and return requests (mall4j order_refund), their progress records, the money
-- paid back per settled payment part, gifts given with a product, and the order's refund labels.
-- Money is integer minor units (USD cents). State machine and rules: api/src/modules/refunds/README.md.

-- Gifts: a product may come with free gift SKUs (gift_count per unit bought). At submit they become
-- order lines of their own (price 0) pointing at their main line, worth gift_amount.
CREATE TABLE prod_gift (
  prod_id     bigint NOT NULL REFERENCES product (prod_id) ON DELETE CASCADE,
  gift_sku_id bigint NOT NULL REFERENCES sku (sku_id) ON DELETE CASCADE,
  gift_count  int    NOT NULL DEFAULT 1 CHECK (gift_count > 0),
  PRIMARY KEY (prod_id, gift_sku_id)
);

ALTER TABLE order_item ADD COLUMN gift_of bigint REFERENCES order_item (order_item_id);
-- What the gift is worth (its price at the order time x count); 0 for bought lines.
ALTER TABLE order_item ADD COLUMN gift_amount bigint NOT NULL DEFAULT 0 CHECK (gift_amount >= 0);
-- Units refunded (refund completed) and the money paid back for this line.
ALTER TABLE order_item ADD COLUMN refunded_count int NOT NULL DEFAULT 0 CHECK (refunded_count >= 0);
ALTER TABLE order_item ADD COLUMN refunded_amount bigint NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0);
-- Refunded units that were never shipped: the merchant no longer owes them (shipping counts count - cancelled_count).
ALTER TABLE order_item ADD COLUMN cancelled_count int NOT NULL DEFAULT 0 CHECK (cancelled_count >= 0);
ALTER TABLE order_item ADD CONSTRAINT order_item_refunded_le_count CHECK (refunded_count <= count AND cancelled_count <= refunded_count);

-- The order's after-sales label (spec section 4 "other labels"): NULL none, 'inProgress' (a request
-- is open), 'partial' (something was refunded, not everything), 'full' (everything: the order closed).
ALTER TABLE order_info ADD COLUMN refund_status text CHECK (refund_status IN ('inProgress', 'partial', 'full'));
ALTER TABLE order_info ADD COLUMN refunded_amount bigint NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0);
-- Points spent on the order given back so far, and points earned by completing it (and taken back).
ALTER TABLE order_info ADD COLUMN points_returned int NOT NULL DEFAULT 0 CHECK (points_returned >= 0);
ALTER TABLE order_info ADD COLUMN points_earned int NOT NULL DEFAULT 0 CHECK (points_earned >= 0);
ALTER TABLE order_info ADD COLUMN points_clawed int NOT NULL DEFAULT 0 CHECK (points_clawed >= 0);

-- status: 1 applied, 2 seller processing (accepted; waiting for the buyer's parcel), 3 buyer
-- shipped, 4 seller received, 5 refunded, 6 withdrawn (or timed out), 7 rejected, -1 closed.
-- intervention (after a rejection): NULL none, 1 applied, 2 withdrawn, 3 agreed, 4 refused.
-- refund_result once money is handled: 'success', 'awaitingTransfer' (offline: the merchant
-- transfers), 'failed' (the gateway refused).
CREATE TABLE order_refund (
  refund_id            bigserial   PRIMARY KEY,
  refund_sn            text        NOT NULL UNIQUE,
  order_number         text        NOT NULL REFERENCES order_info (order_number),
  user_id              text        NOT NULL,
  shop_id              bigint      NOT NULL,
  -- 1 whole order, 2 one line (order_item_id).
  refund_type          smallint    NOT NULL CHECK (refund_type IN (1, 2)),
  order_item_id        bigint      REFERENCES order_item (order_item_id),
  -- 1 refund only, 2 return and refund.
  apply_type           smallint    NOT NULL CHECK (apply_type IN (1, 2)),
  is_receiver          boolean     NOT NULL,
  buyer_reason         text        NOT NULL,
  buyer_desc           text        NOT NULL DEFAULT '',
  buyer_mobile         text        NOT NULL,
  buyer_mail           text,
  photo_files          text[]      NOT NULL DEFAULT '{}',
  refund_amount        bigint      NOT NULL CHECK (refund_amount > 0),
  -- The part of refund_amount that is freight, insurance and taxes (whole order, nothing shipped).
  charges_amount       bigint      NOT NULL DEFAULT 0 CHECK (charges_amount >= 0),
  goods_num            int         NOT NULL CHECK (goods_num > 0),
  status               smallint    NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3, 4, 5, 6, 7, -1)),
  close_reason         text,
  intervention         smallint    CHECK (intervention IN (1, 2, 3, 4)),
  intervention_reason  text,
  intervention_files   text[]      NOT NULL DEFAULT '{}',
  intervention_remark  text,
  seller_msg           text,
  reject_reason        text,
  return_address       jsonb,
  express_name         text,
  express_no           text,
  express_remark       text,
  express_files        text[]      NOT NULL DEFAULT '{}',
  refund_result        text        CHECK (refund_result IN ('success', 'awaitingTransfer', 'failed')),
  -- The next automatic step (seller answer, buyer shipment, seller receipt) and when it is due.
  deadline_kind        text        CHECK (deadline_kind IN ('sellerAnswer', 'buyerShip', 'sellerReceive')),
  deadline_at          timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now(),
  handled_at           timestamptz,
  shipped_at           timestamptz,
  received_at          timestamptz,
  refunded_at          timestamptz,
  closed_at            timestamptz,
  updated_at           timestamptz NOT NULL DEFAULT now(),
  CHECK ((refund_type = 2) = (order_item_id IS NOT NULL)),
  CHECK ((deadline_kind IS NULL) = (deadline_at IS NULL))
);
CREATE INDEX order_refund_user ON order_refund (user_id, created_at DESC);
CREATE INDEX order_refund_shop ON order_refund (shop_id, status, created_at DESC);
CREATE INDEX order_refund_order ON order_refund (order_number);
CREATE INDEX order_refund_due ON order_refund (deadline_at) WHERE deadline_at IS NOT NULL;
-- One open request per line, and one open whole-order request per order, whatever the races.
CREATE UNIQUE INDEX order_refund_open_line ON order_refund (order_item_id) WHERE status IN (1, 2, 3, 4) AND refund_type = 2;
CREATE UNIQUE INDEX order_refund_open_order ON order_refund (order_number) WHERE status IN (1, 2, 3, 4) AND refund_type = 1;

-- The lines a request covers: the line itself (or every line of a whole-order request) and the
-- gifts that go back with it. amount: the money for this line within refund_amount.
CREATE TABLE order_refund_item (
  refund_sn     text   NOT NULL REFERENCES order_refund (refund_sn) ON DELETE CASCADE,
  order_item_id bigint NOT NULL REFERENCES order_item (order_item_id),
  count         int    NOT NULL CHECK (count > 0),
  amount        bigint NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (refund_sn, order_item_id)
);

-- Every transition of a request: who (buyer, seller, platform, system), what, a note, vouchers.
CREATE TABLE order_refund_progress (
  progress_id bigserial   PRIMARY KEY,
  refund_sn   text        NOT NULL REFERENCES order_refund (refund_sn) ON DELETE CASCADE,
  actor       text        NOT NULL CHECK (actor IN ('buyer', 'seller', 'platform', 'system')),
  action      text        NOT NULL,
  status      smallint    NOT NULL,
  note        text,
  files       text[]      NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_refund_progress_sn ON order_refund_progress (refund_sn, progress_id);

-- The money paid back, one row per settled part of the order (full, advance, final) it comes
-- from: the primary key makes every payout happen once, whatever the retries. status: 'done'
-- (ledger or gateway refund made), 'awaitingTransfer' (offline: the merchant transfers it and
-- records that), 'failed' (the gateway refused; nothing moved).
CREATE TABLE refund_payout (
  refund_sn          text        NOT NULL REFERENCES order_refund (refund_sn),
  part               text        NOT NULL CHECK (part IN ('full', 'advance', 'final')),
  payment_id         text        REFERENCES payment (payment_id),
  pay_type           smallint    NOT NULL,
  amount             bigint      NOT NULL CHECK (amount > 0),
  status             text        NOT NULL CHECK (status IN ('done', 'awaitingTransfer', 'failed')),
  gateway_refund_no  text        UNIQUE,
  failure            text,
  transferred_at     timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (refund_sn, part)
);
CREATE INDEX refund_payout_payment ON refund_payout (payment_id);

-- The sandbox gateway's own record of refunds (the provider side): out_refund_no is the
-- merchant's idempotency key, so a retried refund call answers the first refund, never a second.
CREATE TABLE sandbox_gateway_refund (
  refund_no      text        PRIMARY KEY,
  out_refund_no  text        NOT NULL UNIQUE,
  payment_id     text        NOT NULL REFERENCES payment (payment_id),
  amount         bigint      NOT NULL CHECK (amount > 0),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_gateway_refund_payment ON sandbox_gateway_refund (payment_id);

-- Merchant replies to reviews: when the reply was written.
ALTER TABLE prod_comment ADD COLUMN reply_at timestamptz;
