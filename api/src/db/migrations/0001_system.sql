-- System data behind the no-login calls of spec section 7: dictionaries, web config per language,
-- currencies, languages and public switches.

-- One row per dictionary entry; texts holds the wording per language ({"en": "piece/pieces", "zh_CN": "件"}).
CREATE TABLE dict_data (
  dict_type  text        NOT NULL,
  dict_label text        NOT NULL,
  texts      jsonb       NOT NULL,
  sort       integer     NOT NULL DEFAULT 0,
  status     smallint    NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (dict_type, dict_label)
);

-- The storefront's site configuration (title, logo, SEO, footer, service contacts) per language.
CREATE TABLE web_config (
  lang       text PRIMARY KEY,
  config     jsonb       NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE currency (
  currency_id      serial PRIMARY KEY,
  currency_code    text          NOT NULL UNIQUE,
  symbol           text          NOT NULL,
  -- Units of this currency per 1 unit of the default currency.
  exchange_rate    numeric(18,6) NOT NULL CHECK (exchange_rate > 0),
  status           smallint      NOT NULL DEFAULT 1,
  default_currency smallint      NOT NULL DEFAULT 0,
  names            jsonb         NOT NULL DEFAULT '{}'::jsonb,
  sort             integer       NOT NULL DEFAULT 0,
  updated_at       timestamptz   NOT NULL DEFAULT now()
);
-- At most one default currency.
CREATE UNIQUE INDEX currency_one_default ON currency (default_currency) WHERE default_currency = 1;

CREATE TABLE language (
  lang       text PRIMARY KEY,
  name       text     NOT NULL,
  hide       boolean  NOT NULL DEFAULT false,
  is_default boolean  NOT NULL DEFAULT false,
  sort       integer  NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX language_one_default ON language (is_default) WHERE is_default;

-- Named settings; only is_public rows are readable through /pconfig/getInfo/{key}.
CREATE TABLE sys_config (
  param_key   text PRIMARY KEY,
  param_value text        NOT NULL,
  is_public   boolean     NOT NULL DEFAULT false,
  remark      text,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
