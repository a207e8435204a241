-- The B2B sourcing loop of spec sections 3 and 4: suppliers' quotations on RFQs (and on inquiries),
-- the buyer's confirmation into an order, and inquiries ("Contact supplier") with their threads.

-- RFQ: when the states the quotation flow sets were entered; the platform's close keeps its reason
-- in reject_reason (0070).
ALTER TABLE rfq ADD COLUMN confirmed_at timestamptz;
ALTER TABLE rfq ADD COLUMN done_at timestamptz;
CREATE INDEX rfq_public_idx ON rfq (created_at DESC, rfq_id DESC) WHERE status = 'inquiring';

-- Inquiries: a buyer's message to a supplier from a product or shop page. States (spec section 4):
-- unread (the supplier has not opened it), readNotSent (opened, nothing sent back), readAndSent
-- (the supplier sent a quotation for it), replied (the supplier answered in the thread), closed.
CREATE TABLE inquiry (
  inquiry_id      bigserial   PRIMARY KEY,
  user_id         text        NOT NULL REFERENCES app_user (user_id),
  shop_id         bigint      NOT NULL REFERENCES shop (shop_id),
  -- The product (and SKU) the inquiry is about; NULL for a shop-page inquiry.
  prod_id         bigint      REFERENCES product (prod_id),
  sku_id          bigint      REFERENCES sku (sku_id),
  quantity        bigint      CHECK (quantity IS NULL OR quantity > 0),
  unit            text,
  -- 'product' or 'shop': decides the word limit of the message (spec section 5: 100 or 200).
  context         text        NOT NULL CHECK (context IN ('product', 'shop')),
  status          text        NOT NULL DEFAULT 'unread'
    CHECK (status IN ('unread', 'readNotSent', 'readAndSent', 'replied', 'closed')),
  -- Unread by the buyer: the supplier's newest reply or quotation.
  buyer_unread    boolean     NOT NULL DEFAULT false,
  closed_by       text        CHECK (closed_by IN ('buyer', 'merchant')),
  closed_at       timestamptz,
  last_message_at timestamptz NOT NULL DEFAULT now(),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inquiry_user_idx ON inquiry (user_id, last_message_at DESC, inquiry_id DESC);
CREATE INDEX inquiry_shop_idx ON inquiry (shop_id, last_message_at DESC, inquiry_id DESC);

CREATE TABLE inquiry_message (
  message_id  bigserial   PRIMARY KEY,
  inquiry_id  bigint      NOT NULL REFERENCES inquiry (inquiry_id) ON DELETE CASCADE,
  sender      text        NOT NULL CHECK (sender IN ('buyer', 'merchant')),
  body        text        NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inquiry_message_thread_idx ON inquiry_message (inquiry_id, message_id);

-- Quotations: one per shop per RFQ (or per inquiry); a revision replaces the terms in place and
-- keeps the replaced ones in quotation_revision. Status codes of spec section 4: 1 unread, 2 read,
-- 3 expired, 5 closed, 8 confirmed, 9 completed. Money: minor units of `currency`.
CREATE TABLE quotation (
  quotation_id       bigserial   PRIMARY KEY,
  rfq_id             bigint      REFERENCES rfq (rfq_id),
  inquiry_id         bigint      REFERENCES inquiry (inquiry_id),
  shop_id            bigint      NOT NULL REFERENCES shop (shop_id),
  -- The merchant account that sent the current revision.
  merchant_id        text        NOT NULL,
  -- The buyer it is for (the RFQ's or inquiry's owner).
  user_id            text        NOT NULL REFERENCES app_user (user_id),
  status             smallint    NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3, 5, 8, 9)),
  revision           int         NOT NULL DEFAULT 1,
  prod_id            bigint      REFERENCES product (prod_id),
  sku_id             bigint      REFERENCES sku (sku_id),
  unit_price_minor   bigint      NOT NULL CHECK (unit_price_minor > 0),
  currency           text        NOT NULL,
  moq                bigint      NOT NULL CHECK (moq > 0),
  trade_term         text        NOT NULL,
  delivery_port      text        NOT NULL,
  payment_method     text        NOT NULL,
  sample_offered     boolean     NOT NULL DEFAULT false,
  valid_to           timestamptz NOT NULL,
  note               text        NOT NULL DEFAULT '',
  -- File keys of the merchant's uploads (purpose quotation-attachment), claimed 'quotation:<id>'.
  attachments        jsonb       NOT NULL DEFAULT '[]'::jsonb,
  -- The supplier as the buyer sees it (spec section 3: sender, company name, type and address,
  -- e-mail), taken from the shop's details when the revision is sent: {sender, companyName,
  -- companyType, companyAddress, email}, texts bilingual ({en, zh_CN}) where the shop's are.
  supplier           jsonb       NOT NULL DEFAULT '{}'::jsonb,
  read_at            timestamptz,
  closed_by          text        CHECK (closed_by IN ('buyer', 'merchant', 'system')),
  closed_at          timestamptz,
  -- The buyer's confirmation: the order it made, the quantity, and how many confirmations there
  -- were (an order closed unpaid lets the buyer confirm again; each try has its own submit key).
  order_number       text,
  confirmed_quantity bigint,
  confirm_count      int         NOT NULL DEFAULT 0,
  confirmed_at       timestamptz,
  completed_at       timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CHECK ((rfq_id IS NULL) <> (inquiry_id IS NULL))
);
CREATE UNIQUE INDEX quotation_rfq_shop_key ON quotation (rfq_id, shop_id) WHERE rfq_id IS NOT NULL;
CREATE UNIQUE INDEX quotation_inquiry_key ON quotation (inquiry_id) WHERE inquiry_id IS NOT NULL;
CREATE INDEX quotation_user_idx ON quotation (user_id, status, updated_at DESC, quotation_id DESC);
CREATE INDEX quotation_shop_idx ON quotation (shop_id, updated_at DESC, quotation_id DESC);
CREATE INDEX quotation_open_expiry_idx ON quotation (valid_to) WHERE status IN (1, 2);
CREATE INDEX quotation_order_idx ON quotation (order_number) WHERE status = 8;

-- The terms a revision replaced, newest revision last.
CREATE TABLE quotation_revision (
  quotation_id bigint      NOT NULL REFERENCES quotation (quotation_id) ON DELETE CASCADE,
  revision     int         NOT NULL,
  terms        jsonb       NOT NULL,
  sent_at      timestamptz NOT NULL,
  PRIMARY KEY (quotation_id, revision)
);
