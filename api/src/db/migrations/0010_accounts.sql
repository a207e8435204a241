-- Accounts: buyers, merchant logins, sessions (hashed tokens), e-mail codes, the mail outbox and
-- the rate-limit state. Every limit lives here, not in process memory, so it survives restarts and
-- holds across API replicas.

CREATE TABLE app_user (
  user_id       text        PRIMARY KEY,
  user_name     text        NOT NULL,
  user_mail     text,
  user_mobile   text,
  nick_name     text        NOT NULL,
  pic           text,
  -- 'M' or 'F' (mall4j), NULL when not given.
  sex           char(1)     CHECK (sex IN ('M', 'F')),
  birth_date    date,
  -- scrypt$N$r$p$salt$hash (base64); never reversible.
  password_hash text        NOT NULL,
  level         integer     NOT NULL DEFAULT 1,
  growth        integer     NOT NULL DEFAULT 0,
  -- Points.
  score         integer     NOT NULL DEFAULT 0 CHECK (score >= 0),
  -- Integer minor units of the default currency (USD cents).
  balance       bigint      NOT NULL DEFAULT 0 CHECK (balance >= 0),
  -- 1 normal, 0 closed.
  status        smallint    NOT NULL DEFAULT 1,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
-- Account names and e-mails are unique regardless of case ('Buyer' and 'buyer' are one account).
CREATE UNIQUE INDEX app_user_name_key ON app_user (lower(user_name));
CREATE UNIQUE INDEX app_user_mail_key ON app_user (lower(user_mail)) WHERE user_mail IS NOT NULL;

-- Sign-ins of the merchant console; shop_id is linked by the shops seed (no shops table yet).
CREATE TABLE merchant_account (
  id            serial      PRIMARY KEY,
  user_name     text        NOT NULL,
  password_hash text        NOT NULL,
  shop_id       bigint,
  status        smallint    NOT NULL DEFAULT 1,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX merchant_account_name_key ON merchant_account (lower(user_name));

-- One row per sign-in; access and refresh tokens are random and only their sha256 is kept.
-- Buyer and merchant sessions share the table but never each other's routes (subject_type).
CREATE TABLE auth_session (
  session_id            text        PRIMARY KEY,
  subject_type          text        NOT NULL CHECK (subject_type IN ('user', 'merchant')),
  subject_id            text        NOT NULL,
  access_hash           text        NOT NULL UNIQUE,
  access_expires_at     timestamptz NOT NULL,
  refresh_hash          text        NOT NULL UNIQUE,
  refresh_expires_at    timestamptz NOT NULL,
  -- The refresh token this one replaced: presenting it again means it was stolen.
  previous_refresh_hash text        UNIQUE,
  created_at            timestamptz NOT NULL,
  refreshed_at          timestamptz,
  revoked_at            timestamptz,
  ip                    text,
  user_agent            text
);
CREATE INDEX auth_session_subject ON auth_session (subject_type, subject_id) WHERE revoked_at IS NULL;

-- Login ciphertexts already used (replay guard); rows older than the accepted window are purged.
CREATE TABLE login_cipher_seen (
  cipher_hash text        PRIMARY KEY,
  seen_at     timestamptz NOT NULL
);
CREATE INDEX login_cipher_seen_at ON login_cipher_seen (seen_at);

-- Failed password checks per login (scope + account + IP): more than 10 in 30 minutes locks it.
CREATE TABLE login_failure (
  scope           text        NOT NULL,
  login_key       text        NOT NULL,
  ip              text        NOT NULL,
  failures        integer     NOT NULL,
  window_start    timestamptz NOT NULL,
  locked_until    timestamptz,
  last_failed_at  timestamptz NOT NULL,
  PRIMARY KEY (scope, login_key, ip)
);

-- The live e-mail code per purpose and address; the code itself is stored hashed.
CREATE TABLE verification_code (
  purpose    text        NOT NULL,
  mail       text        NOT NULL,
  code_hash  text        NOT NULL,
  attempts   integer     NOT NULL DEFAULT 0,
  sent_at    timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (purpose, mail)
);

-- Every code e-mail sent, for the per-IP hourly limit.
CREATE TABLE code_send_log (
  id      bigserial   PRIMARY KEY,
  ip      text        NOT NULL,
  mail    text        NOT NULL,
  purpose text        NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX code_send_log_ip ON code_send_log (ip, sent_at);

-- Proof that an e-mail was verified (registration step 1 -> step 2); short-lived, single use.
CREATE TABLE mail_check_token (
  token_hash text        PRIMARY KEY,
  purpose    text        NOT NULL,
  mail       text        NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);

-- The mail adapter's outbox: every message is written here first, then handed to SMTP when one
-- is configured; without SMTP the development mailbox endpoint reads it.
CREATE TABLE mail_outbox (
  id         bigserial   PRIMARY KEY,
  to_address text        NOT NULL,
  subject    text        NOT NULL,
  body_text  text        NOT NULL,
  body_html  text,
  template   text        NOT NULL,
  locale     text        NOT NULL,
  -- pending (no SMTP configured), sent, failed
  status     text        NOT NULL DEFAULT 'pending',
  error      text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at    timestamptz
);
CREATE INDEX mail_outbox_to ON mail_outbox (lower(to_address), id DESC);
