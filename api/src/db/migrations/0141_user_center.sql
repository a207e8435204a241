-- User centre: the buyer's company profile (spec section 3 "Company"), a verified mobile number
-- (unique, like the e-mail), social sign-in bindings, the local SMS provider's outbox, and the
-- link from a buyer to the merchant console account of the shop their application opened.

CREATE TABLE user_company (
  user_id          text        PRIMARY KEY,
  -- Upload key of purpose 'company-logo' (public picture), or NULL.
  logo             text,
  company_name     text        NOT NULL,
  intro            text        NOT NULL DEFAULT '',
  established_date date,
  -- Range keys (COMPANY_EMPLOYEE_RANGES / COMPANY_REVENUE_RANGES in @mall/shared).
  employee_count   text,
  annual_revenue   text,
  trademark        text        NOT NULL DEFAULT '',
  website          text        NOT NULL DEFAULT '',
  address          text        NOT NULL DEFAULT '',
  zip              text        NOT NULL DEFAULT '',
  time_zone        text        NOT NULL,
  business_type    text        NOT NULL,
  main_products    text[]      NOT NULL DEFAULT '{}',
  sales_platforms  text[]      NOT NULL DEFAULT '{}',
  tax_number       text        NOT NULL DEFAULT '',
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);

-- The buyer's time zone for calendar days (daily sign-in): set from the first sign-in's Time-Zone header.
ALTER TABLE app_user ADD COLUMN time_zone text;

-- A mobile number belongs to one account (it is also a sign-in identifier).
CREATE UNIQUE INDEX app_user_mobile_key ON app_user (user_mobile) WHERE user_mobile IS NOT NULL;

-- Social sign-in accounts bound to a buyer (providers come from the site configuration).
CREATE TABLE user_social_binding (
  user_id     text        NOT NULL,
  provider    text        NOT NULL,
  external_id text        NOT NULL,
  bound_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, provider),
  UNIQUE (provider, external_id)
);

-- The SMS adapter's outbox: the local provider keeps messages here (read by the development
-- mailbox endpoint); a real gateway would send them on.
CREATE TABLE sms_outbox (
  id         bigserial   PRIMARY KEY,
  to_number  text        NOT NULL,
  body_text  text        NOT NULL,
  template   text        NOT NULL,
  locale     text        NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_to ON sms_outbox (to_number, id DESC);

-- The store account of a buyer whose shop application passed (store account and password settings).
ALTER TABLE merchant_account ADD COLUMN owner_user_id text;
CREATE UNIQUE INDEX merchant_account_owner ON merchant_account (owner_user_id) WHERE owner_user_id IS NOT NULL;
