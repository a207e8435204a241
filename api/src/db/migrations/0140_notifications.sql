-- Notifications: one row per thing the buyer is told (order paid, shipped, closed, refund and
-- quotation events...), written by the module that changes the state, in its own transaction. The
-- text is not stored: `event` is an i18n key ('ns:key') of the writing module's server bundle and
-- `params` fill it, so the list and the e-mail are worded when read, in the reader's language.
-- (user_id, event, ref) is unique: the same event for the same thing is stored once.

-- The buyer's language for what is worded without a request (notification e-mails); the API keeps
-- it current from the Locale header of the buyer's own calls.
ALTER TABLE app_user ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'zh_CN'));

CREATE TABLE notification (
  notification_id bigserial   PRIMARY KEY,
  user_id         text        NOT NULL,
  kind            text        NOT NULL CHECK (kind IN ('order', 'refund', 'quotation', 'inquiry', 'system')),
  event           text        NOT NULL,
  params          jsonb       NOT NULL DEFAULT '{}',
  -- A site path without the /zh_CN prefix (the page adds it), or NULL.
  link            text,
  ref             text        NOT NULL,
  read_at         timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  -- The e-mail copy: pending until the mail dispatcher looked at it; sent (handed to the outbox),
  -- skipped (unsubscribed kind, no address) or failed.
  mail_state      text        NOT NULL DEFAULT 'pending' CHECK (mail_state IN ('pending', 'sent', 'skipped', 'failed')),
  mailed_at       timestamptz,
  UNIQUE (user_id, event, ref)
);
CREATE INDEX notification_user ON notification (user_id, notification_id DESC);
CREATE INDEX notification_unread ON notification (user_id, kind) WHERE read_at IS NULL;
CREATE INDEX notification_mail_pending ON notification (notification_id) WHERE mail_state = 'pending';

-- Per-kind e-mail subscription; a kind without a row uses the default (see the module README).
CREATE TABLE notification_subscription (
  user_id    text        NOT NULL,
  kind       text        NOT NULL CHECK (kind IN ('order', 'refund', 'quotation', 'inquiry', 'system')),
  email      boolean     NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);
