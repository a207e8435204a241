-- Membership and wallet: member levels by growth, the growth ledger, paid membership plans and
-- their purchases, daily sign-in, and the coupon centre (stock, per-user limits). Balance and
-- points keep their ledgers from 0050_checkout.

-- Levels by growth (earned by completed orders); points_pct scales the points an order earns.
CREATE TABLE member_level (
  level       int     PRIMARY KEY,
  name_en     text    NOT NULL,
  name_zh     text    NOT NULL,
  growth_min  int     NOT NULL UNIQUE CHECK (growth_min >= 0),
  points_pct  int     NOT NULL CHECK (points_pct >= 100)
);
INSERT INTO member_level (level, name_en, name_zh, growth_min, points_pct) VALUES
  (1, 'Bronze', '青铜会员', 0, 100),
  (2, 'Silver', '白银会员', 500, 110),
  (3, 'Gold', '黄金会员', 2000, 120),
  (4, 'Platinum', '铂金会员', 5000, 150),
  (5, 'Diamond', '钻石会员', 10000, 200);

-- One entry per growth movement; app_user.growth is the running total. (user, reason, ref) unique.
CREATE TABLE growth_ledger (
  entry_id     bigserial   PRIMARY KEY,
  user_id      text        NOT NULL,
  change       int         NOT NULL,
  growth_after int         NOT NULL,
  reason       text        NOT NULL,
  ref          text        NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, reason, ref)
);

-- Paid membership plans: what a term costs and gives (the pricing reads user_member).
CREATE TABLE member_plan (
  plan_id       text    PRIMARY KEY,
  name_en       text    NOT NULL,
  name_zh       text    NOT NULL,
  months        int     NOT NULL CHECK (months > 0),
  price         bigint  NOT NULL CHECK (price > 0),
  discount_pct  int     NOT NULL CHECK (discount_pct BETWEEN 1 AND 100),
  free_shipping boolean NOT NULL,
  bonus_points  int     NOT NULL DEFAULT 0 CHECK (bonus_points >= 0),
  -- Coupons given with each purchase.
  coupon_id     bigint  REFERENCES coupon (coupon_id),
  coupon_count  int     NOT NULL DEFAULT 0 CHECK (coupon_count >= 0),
  sort          int     NOT NULL DEFAULT 0
);

ALTER TABLE user_member ADD COLUMN plan_id text REFERENCES member_plan (plan_id);
ALTER TABLE user_member ADD COLUMN started_at timestamptz;

-- Which plan a platform order (order_info.order_type = 'membership') buys; activated once.
CREATE TABLE member_purchase (
  order_number text        PRIMARY KEY REFERENCES order_info (order_number),
  user_id      text        NOT NULL,
  plan_id      text        NOT NULL REFERENCES member_plan (plan_id),
  activated_at timestamptz,
  expires_at   timestamptz
);
CREATE INDEX member_purchase_user ON member_purchase (user_id, activated_at DESC);

-- Daily sign-in: one row per buyer and calendar day in the buyer's time zone (the key makes a
-- second sign-in on the same day, parallel or not, impossible).
CREATE TABLE sign_in (
  user_id   text        NOT NULL,
  sign_date date        NOT NULL,
  streak    int         NOT NULL CHECK (streak >= 1),
  points    int         NOT NULL,
  time_zone text        NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, sign_date)
);

-- Coupon centre: total stock (NULL = unlimited), how many were claimed, the per-buyer limit, and
-- whether buyers may claim it there at all (others are given: seed, membership).
ALTER TABLE coupon ADD COLUMN total_stock int CHECK (total_stock IS NULL OR total_stock >= 0);
ALTER TABLE coupon ADD COLUMN claimed int NOT NULL DEFAULT 0;
ALTER TABLE coupon ADD COLUMN per_user_limit int NOT NULL DEFAULT 1 CHECK (per_user_limit >= 1);
ALTER TABLE coupon ADD COLUMN in_centre boolean NOT NULL DEFAULT false;
ALTER TABLE coupon ADD CONSTRAINT coupon_stock_left CHECK (total_stock IS NULL OR claimed <= total_stock);
-- How a buyer got the coupon: granted (seed), claimed in the centre, or with a membership.
ALTER TABLE user_coupon ADD COLUMN source text NOT NULL DEFAULT 'granted';
CREATE INDEX user_coupon_claims ON user_coupon (coupon_id, user_id);
