-- Checkout: cart, receiving addresses, freight templates, coupons, paid membership, orders with
-- their lines, shipment batches and customs, payments (ledgers for balance and points, the sandbox
-- gateway's payments) and the submit idempotency keys. Money is integer minor units (USD cents).

CREATE TABLE shop_cart (
  basket_id  bigserial   PRIMARY KEY,
  user_id    text        NOT NULL,
  shop_id    bigint      NOT NULL,
  prod_id    bigint      NOT NULL,
  sku_id     bigint      NOT NULL,
  count      int         NOT NULL CHECK (count > 0),
  checked    boolean     NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, sku_id)
);
CREATE INDEX shop_cart_user ON shop_cart (user_id, created_at DESC);

CREATE TABLE user_addr (
  addr_id     bigserial   PRIMARY KEY,
  user_id     text        NOT NULL,
  receiver    text        NOT NULL,
  mobile      text        NOT NULL,
  province    text        NOT NULL,
  city        text        NOT NULL DEFAULT '',
  area        text        NOT NULL DEFAULT '',
  addr        text        NOT NULL,
  post_code   text        NOT NULL,
  common_addr boolean     NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_addr_user ON user_addr (user_id);
-- At most one default address per buyer.
CREATE UNIQUE INDEX user_addr_default ON user_addr (user_id) WHERE common_addr;

-- Freight per shop (spec section 9): 'charged' = first_fee for the first first_units pieces, then
-- step_fee per started step of step_units pieces; 'free' = free shipping; 'included' = shipping
-- included in the price. free_over: goods total at or above it ships free. excluded_regions: regions
-- (address province) the shop does not deliver to.
CREATE TABLE freight_template (
  shop_id          bigint  PRIMARY KEY,
  mode             text    NOT NULL DEFAULT 'charged' CHECK (mode IN ('charged', 'free', 'included')),
  first_units      int     NOT NULL DEFAULT 1 CHECK (first_units >= 1),
  first_fee        bigint  NOT NULL DEFAULT 0 CHECK (first_fee >= 0),
  step_units       int     NOT NULL DEFAULT 1 CHECK (step_units >= 1),
  step_fee         bigint  NOT NULL DEFAULT 0 CHECK (step_fee >= 0),
  free_over        bigint,
  excluded_regions text[]  NOT NULL DEFAULT '{}'
);

-- shop_id NULL = a platform coupon. kind 'cash' takes reduce_amount off; 'discount' takes
-- (100 - discount_pct)% off. exclusive coupons cannot be combined with any other (A03003).
CREATE TABLE coupon (
  coupon_id     bigserial   PRIMARY KEY,
  shop_id       bigint,
  name_en       text        NOT NULL,
  name_zh       text        NOT NULL,
  kind          text        NOT NULL DEFAULT 'cash' CHECK (kind IN ('cash', 'discount')),
  reduce_amount bigint      NOT NULL DEFAULT 0 CHECK (reduce_amount >= 0),
  discount_pct  int         CHECK (discount_pct BETWEEN 1 AND 99),
  min_amount    bigint      NOT NULL DEFAULT 0,
  exclusive     boolean     NOT NULL DEFAULT false,
  starts_at     timestamptz NOT NULL DEFAULT now() - interval '1 day',
  ends_at       timestamptz NOT NULL DEFAULT now() + interval '365 days'
);

-- status 0 unused, 1 used by order_number.
CREATE TABLE user_coupon (
  user_coupon_id bigserial   PRIMARY KEY,
  user_id        text        NOT NULL,
  coupon_id      bigint      NOT NULL REFERENCES coupon (coupon_id),
  status         smallint    NOT NULL DEFAULT 0,
  order_number   text,
  received_at    timestamptz NOT NULL DEFAULT now(),
  used_at        timestamptz
);
CREATE INDEX user_coupon_user ON user_coupon (user_id, status);

-- Paid membership: free shipping and a member discount (discount_pct of the goods total is paid).
CREATE TABLE user_member (
  user_id       text        PRIMARY KEY,
  paid          boolean     NOT NULL DEFAULT true,
  discount_pct  int         NOT NULL DEFAULT 100 CHECK (discount_pct BETWEEN 1 AND 100),
  free_shipping boolean     NOT NULL DEFAULT true,
  expires_at    timestamptz NOT NULL
);

-- One row per submit key: a repeated submit with the same uuid answers A03002, never a second order.
CREATE TABLE order_submission (
  user_id       text        NOT NULL,
  uuid          text        NOT NULL,
  order_numbers text[]      NOT NULL DEFAULT '{}',
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, uuid)
);

-- status: 1 unpaid, 2 paid / to ship, 3 shipped, 4 to review, 5 completed, 6 closed.
CREATE TABLE order_info (
  order_id          bigserial   PRIMARY KEY,
  order_number      text        NOT NULL UNIQUE,
  user_id           text        NOT NULL,
  shop_id           bigint      NOT NULL,
  submit_uuid       text        NOT NULL,
  status            smallint    NOT NULL DEFAULT 1,
  sub_status        text        NOT NULL DEFAULT 'awaitingPayment',
  order_type        text        NOT NULL DEFAULT 'normal',
  pay_type          smallint,
  goods_total       bigint      NOT NULL,
  freight           bigint      NOT NULL DEFAULT 0,
  insurance         bigint      NOT NULL DEFAULT 0,
  taxes             bigint      NOT NULL DEFAULT 0,
  member_discount   bigint      NOT NULL DEFAULT 0,
  coupon_discount   bigint      NOT NULL DEFAULT 0,
  -- The merchant's price change (positive lowers, negative raises the payable amount).
  amount_adjustment bigint      NOT NULL DEFAULT 0,
  points_used       int         NOT NULL DEFAULT 0,
  points_amount     bigint      NOT NULL DEFAULT 0,
  actual_total      bigint      NOT NULL CHECK (actual_total >= 0),
  paid_amount       bigint      NOT NULL DEFAULT 0,
  advance_amount    bigint,
  advance_paid_at   timestamptz,
  final_amount      bigint,
  final_paid_at     timestamptz,
  product_nums      int         NOT NULL,
  trade_term        text        NOT NULL DEFAULT 'EXW',
  export_mode       text        NOT NULL DEFAULT 'selfOperatedExport',
  delivery_type     text        NOT NULL DEFAULT 'express',
  dispatch_date     date,
  remarks           text        NOT NULL DEFAULT '',
  buyer_message     text        NOT NULL DEFAULT '',
  addr              jsonb       NOT NULL,
  coupon_ids        bigint[]    NOT NULL DEFAULT '{}',
  pickup_code       text,
  invoice           jsonb,
  reject_reason     text,
  reject_note       text,
  close_reason      text,
  pay_deadline      timestamptz NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  paid_at           timestamptz,
  confirmed_at      timestamptz,
  shipped_at        timestamptz,
  received_at       timestamptz,
  closed_at         timestamptz,
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_info_user ON order_info (user_id, status, created_at DESC);
CREATE INDEX order_info_shop ON order_info (shop_id, status, created_at DESC);
CREATE INDEX order_info_unpaid ON order_info (pay_deadline) WHERE status = 1;

CREATE TABLE order_item (
  order_item_id bigserial PRIMARY KEY,
  order_number  text      NOT NULL REFERENCES order_info (order_number) ON DELETE CASCADE,
  shop_id       bigint    NOT NULL,
  prod_id       bigint    NOT NULL,
  sku_id        bigint    NOT NULL,
  prod_name_en  text      NOT NULL,
  prod_name_zh  text      NOT NULL,
  sku_name_en   text      NOT NULL,
  sku_name_zh   text      NOT NULL,
  pic           text,
  price         bigint    NOT NULL,
  count         int       NOT NULL CHECK (count > 0),
  shipped_count int       NOT NULL DEFAULT 0,
  product_total bigint    NOT NULL
);
CREATE INDEX order_item_order ON order_item (order_number);

-- A shipment batch (partial shipments add batches) with its logistics voucher.
CREATE TABLE order_batch (
  batch_id        bigserial   PRIMARY KEY,
  order_number    text        NOT NULL REFERENCES order_info (order_number) ON DELETE CASCADE,
  batch_no        int         NOT NULL,
  -- [{orderItemId, count}]
  items           jsonb       NOT NULL,
  quantity        int         NOT NULL,
  amount          bigint      NOT NULL,
  courier         text        NOT NULL,
  tracking_number text        NOT NULL,
  container_no    text,
  bl_no           text,
  waybill_no      text,
  loading_mode    text        CHECK (loading_mode IN ('LCL', 'FCL', 'bulk')),
  voucher         text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_number, batch_no)
);

-- Customs: status 0 pending review, 1 in review, 2 passed, 3 failed.
CREATE TABLE order_customs (
  order_number    text        PRIMARY KEY REFERENCES order_info (order_number) ON DELETE CASCADE,
  declaration_no  text        NOT NULL,
  declared_amount bigint      NOT NULL CHECK (declared_amount >= 0),
  voucher         text,
  status          smallint    NOT NULL DEFAULT 2,
  release_date    date,
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- One payment attempt for one or more orders. status: 0 pending, 1 paid, 2 cancelled, 3 expired,
-- 4 awaiting the merchant's confirmation (offline transfer).
CREATE TABLE payment (
  payment_id    text        PRIMARY KEY,
  user_id       text        NOT NULL,
  order_numbers text[]      NOT NULL,
  pay_type      smallint    NOT NULL,
  amount        bigint      NOT NULL,
  currency      char(3)     NOT NULL DEFAULT 'USD',
  status        smallint    NOT NULL DEFAULT 0,
  return_url    text,
  qr_payload    text,
  voucher       text,
  gateway_trade_no text     UNIQUE,
  expires_at    timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  paid_at       timestamptz
);
CREATE INDEX payment_user ON payment (user_id, created_at DESC);

-- Which payment settled an order: at most one per order, so an order can never be charged twice.
CREATE TABLE order_settlement (
  order_number text        PRIMARY KEY REFERENCES order_info (order_number),
  payment_id   text        NOT NULL REFERENCES payment (payment_id),
  amount       bigint      NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- Ledgers: an entry per movement; app_user.balance / app_user.score stay the running totals,
-- changed in the same transaction as the entry. (reason, ref) is unique per user so a movement
-- for the same cause is never booked twice.
CREATE TABLE balance_ledger (
  entry_id      bigserial   PRIMARY KEY,
  user_id       text        NOT NULL,
  change        bigint      NOT NULL,
  balance_after bigint      NOT NULL,
  reason        text        NOT NULL,
  ref           text        NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, reason, ref)
);
CREATE TABLE points_ledger (
  entry_id      bigserial   PRIMARY KEY,
  user_id       text        NOT NULL,
  change        int         NOT NULL,
  points_after  int         NOT NULL,
  reason        text        NOT NULL,
  ref           text        NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, reason, ref)
);
