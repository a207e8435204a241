-- Chat (docs/chat.md): conversations of a buyer with a shop or with mall customer service, their
-- messages, who holds an account's chat (the newest session), online/offline of shops and of
-- customer service, and the buyer's picture manager. Every message is stored before its ack.

CREATE TABLE chat_conversation (
  conversation_id bigserial   PRIMARY KEY,
  user_id         text        NOT NULL,
  -- 'shop': the buyer and a shop's merchant; 'service': the buyer and mall customer service.
  kind            text        NOT NULL CHECK (kind IN ('shop', 'service')),
  shop_id         bigint      REFERENCES shop (shop_id),
  CHECK ((kind = 'shop') = (shop_id IS NOT NULL)),
  last_msg_id     bigint,
  last_msg_at     timestamptz,
  -- Read marks: each side has read the other's messages up to this message id.
  user_read_upto  bigint      NOT NULL DEFAULT 0,
  peer_read_upto  bigint      NOT NULL DEFAULT 0,
  -- The other side's messages each side has not read (kept with the marks, under the row lock).
  user_unread     int         NOT NULL DEFAULT 0,
  peer_unread     int         NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX chat_conversation_user_shop ON chat_conversation (user_id, shop_id) WHERE kind = 'shop';
CREATE UNIQUE INDEX chat_conversation_user_service ON chat_conversation (user_id) WHERE kind = 'service';
CREATE INDEX chat_conversation_user ON chat_conversation (user_id, last_msg_id DESC NULLS LAST);
CREATE INDEX chat_conversation_shop ON chat_conversation (shop_id, last_msg_id DESC) WHERE last_msg_id IS NOT NULL;
CREATE INDEX chat_conversation_service ON chat_conversation (last_msg_id DESC) WHERE kind = 'service' AND last_msg_id IS NOT NULL;

CREATE TABLE chat_message (
  msg_id          bigserial   PRIMARY KEY,
  conversation_id bigint      NOT NULL REFERENCES chat_conversation (conversation_id) ON DELETE CASCADE,
  sender_type     text        NOT NULL CHECK (sender_type IN ('user', 'shop', 'service')),
  -- The buyer's user_id, the merchant account's id, or 'service'.
  sender_id       text        NOT NULL,
  -- The sender's own id for the message: a resend after a lost ack finds the stored one.
  client_msg_id   text        NOT NULL,
  msg_type        text        NOT NULL CHECK (msg_type IN ('text', 'image', 'product', 'order')),
  -- text {text}; image {url, pictureId}; product and order cards as they were when sent.
  content         jsonb       NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX chat_message_client ON chat_message (sender_type, sender_id, client_msg_id);
CREATE INDEX chat_message_conversation ON chat_message (conversation_id, msg_id);

-- The session that holds an account's chat ('user:<id>', 'merchant:<id>'): a newer session
-- takes it and ends the older one's sockets ("logged in elsewhere").
CREATE TABLE chat_seat (
  subject            text        PRIMARY KEY,
  session_id         text        NOT NULL,
  session_created_at timestamptz NOT NULL,
  taken_at           timestamptz NOT NULL DEFAULT now()
);

-- Online/offline as the merchant (per shop: 'shop:<id>') or customer service ('service') set it.
CREATE TABLE chat_presence (
  party      text        PRIMARY KEY,
  online     boolean     NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);

-- The buyer's picture manager (spec section 2): uploaded chat pictures in named groups.
CREATE TABLE chat_picture_group (
  group_id   bigserial   PRIMARY KEY,
  user_id    text        NOT NULL,
  name       text        NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX chat_picture_group_name ON chat_picture_group (user_id, lower(name));

CREATE TABLE chat_picture (
  picture_id bigserial   PRIMARY KEY,
  user_id    text        NOT NULL,
  group_id   bigint      REFERENCES chat_picture_group (group_id) ON DELETE SET NULL,
  name       text        NOT NULL,
  -- An upload of purpose 'chat-image' claimed for 'chat-picture:<picture_id>'; messages that
  -- showed it keep the file when the picture is deleted from the manager.
  file_key   text        NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_picture_user ON chat_picture (user_id, group_id, picture_id DESC);
