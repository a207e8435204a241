-- Generated server secrets when the API runs on PostgreSQL (DATABASE_URL): the first process to
-- start inserts each one, every other process reads the same row (api/src/security/secrets.ts).
CREATE TABLE IF NOT EXISTS app_secret (
  name       text        PRIMARY KEY,
  value      text        NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
