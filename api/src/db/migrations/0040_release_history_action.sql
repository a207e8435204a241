-- What kind of change each history row is, so a rollback can walk back past earlier rollbacks.
ALTER TABLE release_history
  ADD COLUMN action text NOT NULL DEFAULT 'promote' CHECK (action IN ('publish', 'promote', 'rollback', 'start'));
-- Rows written before this column by the first-publish sync.
UPDATE release_history SET action = 'publish' WHERE from_version IS NULL;
