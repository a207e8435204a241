-- The upload service: one row per file a signed-in owner asked to upload. The bytes live in the
-- storage adapter (disk or S3) under file_key; this row holds who, what for and how far it got.
CREATE TABLE upload (
  file_key      text        PRIMARY KEY,
  owner_id      text        NOT NULL,
  purpose       text        NOT NULL,
  original_name text        NOT NULL DEFAULT '',
  declared_type text        NOT NULL DEFAULT '',
  declared_size bigint      NOT NULL DEFAULT 0,
  -- Sniffed from the bytes (never taken from the name or the declared type).
  content_type  text,
  size          bigint,
  -- 0 waiting for the PUT, 1 stored and checked, 2 claimed (attached to something), 3 refused.
  status        smallint    NOT NULL DEFAULT 0,
  -- sha256 of the single-use PUT token; cleared once used.
  token_hash    text,
  expires_at    timestamptz NOT NULL,
  -- What claimed it, e.g. 'shop_apply:12'.
  ref           text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  stored_at     timestamptz,
  claimed_at    timestamptz
);
CREATE INDEX upload_owner_purpose_idx ON upload (owner_id, purpose, status);
