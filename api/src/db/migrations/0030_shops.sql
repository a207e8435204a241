-- Shops beyond the catalogue's shop row: the pages of /shop/{shopId} (company, factory and trade
-- information, contacts, VR link, videos, certificates, business licence), follows, and the free
-- shop opening application. Bilingual texts are {"en": ..., "zh_CN": ...} objects in jsonb.

CREATE TABLE shop_detail (
  shop_id                bigint      PRIMARY KEY REFERENCES shop (shop_id) ON DELETE CASCADE,
  -- {companyName, businessType, mainProducts, address, website, employees, established, annualRevenue, ...}
  company                jsonb       NOT NULL DEFAULT '{}',
  -- {area (m2), staff, productionLines, capacity, qualityControl}
  factory                jsonb       NOT NULL DEFAULT '{}',
  -- {mainMarkets, exportPercent, tradeTerms[], paymentTerms[], leadTime, nearestPort}
  trade                  jsonb       NOT NULL DEFAULT '{}',
  -- [{name, title, phone, email}]
  contacts               jsonb       NOT NULL DEFAULT '[]',
  phone                  text,
  email                  text,
  address                jsonb       NOT NULL DEFAULT '{}',
  lat                    numeric(9, 6),
  lng                    numeric(9, 6),
  -- A panorama / VR tour (https only); NULL when the shop has none.
  vr_url                 text        CHECK (vr_url IS NULL OR vr_url LIKE 'https://%'),
  -- [{title, cover, url, duration}]
  videos                 jsonb       NOT NULL DEFAULT '[]',
  -- [{name, issuer, number, validTo, pic}]
  certificates           jsonb       NOT NULL DEFAULT '[]',
  -- Store business licence (spec section 3).
  licence_no             text,
  enterprise_name        jsonb       NOT NULL DEFAULT '{}',
  enterprise_residence   jsonb       NOT NULL DEFAULT '{}',
  legal_representative   text,
  -- Integer minor units (cents) of registered_currency.
  registered_capital     bigint,
  registered_currency    char(3)     NOT NULL DEFAULT 'CNY',
  established_date       date,
  -- NULL business_term_end with no_fixed_term = true: 'no fixed term'.
  business_term_start    date,
  business_term_end      date,
  no_fixed_term          boolean     NOT NULL DEFAULT false,
  business_scope         jsonb       NOT NULL DEFAULT '{}',
  updated_at             timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shop_follow (
  user_id    text        NOT NULL,
  shop_id    bigint      NOT NULL REFERENCES shop (shop_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, shop_id)
);
CREATE INDEX shop_follow_shop ON shop_follow (shop_id);

-- One application per buyer; a resubmit after rejection updates it and goes back to review.
CREATE TABLE shop_apply (
  apply_id         bigserial   PRIMARY KEY,
  user_id          text        NOT NULL UNIQUE,
  shop_name        text        NOT NULL,
  contact_phone    text        NOT NULL,
  region           text        NOT NULL,
  address          text        NOT NULL,
  lat              numeric(9, 6) NOT NULL,
  lng              numeric(9, 6) NOT NULL,
  intro            text        NOT NULL,
  -- Upload file keys (claimed through the upload service).
  logo             text        NOT NULL,
  business_licence text        NOT NULL,
  id_card_front    text        NOT NULL,
  id_card_back     text        NOT NULL,
  -- 0 under review, 1 passed, -1 not passed (can resubmit).
  status           smallint    NOT NULL DEFAULT 0 CHECK (status IN (-1, 0, 1)),
  audit_remark     text,
  -- The shop opened by approval.
  shop_id          bigint      REFERENCES shop (shop_id),
  submit_count     int         NOT NULL DEFAULT 1,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  audited_at       timestamptz
);
CREATE INDEX shop_apply_status ON shop_apply (status, updated_at);
