-- Release registry: every published version of every remote, which one is live, and who changed it.
CREATE TABLE release_version (
  remote              text        NOT NULL,
  version             text        NOT NULL,
  published_at        timestamptz NOT NULL DEFAULT now(),
  manifest            jsonb       NOT NULL,
  routes              jsonb       NOT NULL DEFAULT '[]'::jsonb,
  -- Shared singleton name -> required version range, checked before promotion.
  shared_requirements jsonb       NOT NULL DEFAULT '{}'::jsonb,
  PRIMARY KEY (remote, version)
);

CREATE TABLE release_live (
  remote     text PRIMARY KEY,
  version    text        NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (remote, version) REFERENCES release_version (remote, version)
);

CREATE TABLE release_history (
  id           serial PRIMARY KEY,
  remote       text        NOT NULL,
  from_version text,
  to_version   text        NOT NULL,
  actor        text        NOT NULL,
  reason       text,
  at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX release_history_remote_at ON release_history (remote, at DESC);
