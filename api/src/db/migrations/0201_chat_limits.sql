-- Chat limits per account over every API process (api/src/modules/chat/limits.ts, docs/chat.md).
-- One row per authenticated socket: an account holds at most CHAT_MAX_SOCKETS_PER_ACCOUNT. Each
-- process refreshes seen_at of its own sockets; rows of a process that died stop counting once stale.
CREATE TABLE chat_socket (
  socket_id  text        PRIMARY KEY,
  subject    text        NOT NULL,
  session_id text        NOT NULL,
  process_id text        NOT NULL,
  opened_at  timestamptz NOT NULL DEFAULT now(),
  seen_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_socket_subject ON chat_socket (subject, seen_at);
CREATE INDEX chat_socket_process ON chat_socket (process_id);

-- The messages an account sends, over all its sockets and processes: a token bucket per account
-- (CHAT_RATE_PER_SECOND, bursts of CHAT_RATE_BURST).
CREATE TABLE chat_rate (
  subject     text             PRIMARY KEY,
  tokens      double precision NOT NULL,
  refilled_at timestamptz      NOT NULL
);
