-- Two tabs refreshing one session at once: for 10 seconds after a refresh, presenting the refresh
-- token it replaced answers the same new pair. The pair is kept sealed (AES-256-GCM) under a key
-- derived from that old refresh token, which the database never holds: a leaked row opens nothing.
ALTER TABLE auth_session ADD COLUMN IF NOT EXISTS grace_pair text;
