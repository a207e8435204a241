-- Sourcing requests (RFQ) of spec sections 3 and 4: posted by a signed-in buyer on /purchase-order.
-- Money is integer minor units of the request's own currency. 'expired' is also derived at read
-- time from expires_at (the end of valid_until, UTC), so no sweeper is needed for correctness.
CREATE TABLE rfq (
  rfq_id                  bigserial   PRIMARY KEY,
  rfq_number              text        NOT NULL UNIQUE,
  user_id                 text        NOT NULL REFERENCES app_user (user_id),
  status                  text        NOT NULL DEFAULT 'inquiring'
    CHECK (status IN ('inquiring', 'closed', 'buyerClosed', 'expired', 'canceled', 'confirmed', 'done')),
  product_name            text        NOT NULL,
  category_id             bigint      NOT NULL REFERENCES category (category_id),
  quantity                bigint      NOT NULL CHECK (quantity > 0),
  unit                    text        NOT NULL,
  trade_term              text        NOT NULL,
  currency                text        NOT NULL,
  price_minor             bigint      NOT NULL CHECK (price_minor > 0),
  max_budget_minor        bigint      NOT NULL CHECK (max_budget_minor > 0),
  description             text        NOT NULL,
  -- File keys of the upload service (claimed with ref 'rfq:<id>').
  images                  jsonb       NOT NULL DEFAULT '[]'::jsonb,
  pdf                     text,
  shipping_method         text        NOT NULL,
  area                    text,
  country                 char(2)     NOT NULL,
  destination             text        NOT NULL,
  lead_time_days          int,
  payment_method          text        NOT NULL,
  company_name            text        NOT NULL DEFAULT '',
  contact_name            text        NOT NULL,
  email                   text        NOT NULL,
  purchase_frequency      text,
  annual_amount_minor     bigint,
  supplier_type           text,
  supplier_requirement    text        NOT NULL DEFAULT '',
  china_import_experience boolean,
  reject_reason           text,
  valid_until             date        NOT NULL,
  expires_at              timestamptz NOT NULL,
  closed_at               timestamptz,
  created_at              timestamptz NOT NULL DEFAULT now(),
  updated_at              timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rfq_user_created_idx ON rfq (user_id, created_at DESC, rfq_id DESC);
CREATE INDEX rfq_open_idx ON rfq (status, expires_at);
