-- Background jobs shared by every API process on this database (src/cluster/jobs.ts): a process
-- runs a job only after claiming its row (next_run_at due, no live lease), so with N replicas each
-- run happens once, and a process that dies mid-run frees the job when its lease runs out.

CREATE TABLE cluster_job (
  name             text        PRIMARY KEY,
  next_run_at      timestamptz NOT NULL DEFAULT now(),
  lease_until      timestamptz,
  -- host:pid:random of the process holding (or last holding) the lease.
  owner            text,
  started_at       timestamptz,
  finished_at      timestamptz,
  runs             bigint      NOT NULL DEFAULT 0,
  last_error       text
);
