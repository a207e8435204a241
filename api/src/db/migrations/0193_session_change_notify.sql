-- Change notices for the session cache (api/src/modules/accounts/session-cache.ts): each API
-- process keeps the sessions it resolved in memory, and must drop one in every process once it
-- stops being good. After a commit that can end sessions, PostgreSQL sends on the change channel
-- ('<schema>__changes', migration 0111)
--   {"table":"auth_session","subjects":["user:42","merchant:3",...]}
-- naming the accounts whose sessions to drop, or without "subjects" (drop every session) when the
-- list would not fit a notice. Whoever writes is covered: sign-out, refresh, password change, an
-- operator's UPDATE in psql. A new session (INSERT) ends nothing and sends nothing.

CREATE FUNCTION session_notice(subjects text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  message text;
BEGIN
  IF subjects IS NULL OR cardinality(subjects) = 0 THEN
    RETURN;
  END IF;
  message := jsonb_build_object('table', 'auth_session', 'subjects', to_jsonb(subjects))::text;
  IF octet_length(message) > 7000 THEN
    message := '{"table":"auth_session"}';
  END IF;
  PERFORM pg_notify(current_schema() || '__changes', message);
END
$$;

-- A session revoked, refreshed (new access token) or changed in any way, or deleted.
CREATE FUNCTION auth_session_change_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  subjects text[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT subject_type || ':' || subject_id) INTO subjects FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT s) INTO subjects FROM (
      SELECT subject_type || ':' || subject_id AS s FROM old_rows
      UNION
      SELECT subject_type || ':' || subject_id FROM new_rows
    ) x;
  END IF;
  PERFORM session_notice(subjects);
  RETURN NULL;
END
$$;
CREATE TRIGGER auth_session_change_notice_upd AFTER UPDATE ON auth_session REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_session_change_notice();
CREATE TRIGGER auth_session_change_notice_del AFTER DELETE ON auth_session REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_session_change_notice();

-- A buyer account closed (status) or removed: its sessions end. Other writes to the row (points,
-- balance, profile) send nothing.
CREATE FUNCTION app_user_session_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  subjects text[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg('user:' || user_id) INTO subjects FROM old_rows;
  ELSE
    SELECT array_agg('user:' || n.user_id) INTO subjects
      FROM new_rows n JOIN old_rows o USING (user_id) WHERE n.status IS DISTINCT FROM o.status;
  END IF;
  PERFORM session_notice(subjects);
  RETURN NULL;
END
$$;
CREATE TRIGGER app_user_session_notice_upd AFTER UPDATE ON app_user REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_user_session_notice();
CREATE TRIGGER app_user_session_notice_del AFTER DELETE ON app_user REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_user_session_notice();

-- The same for merchant accounts.
CREATE FUNCTION merchant_session_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  subjects text[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg('merchant:' || id::text) INTO subjects FROM old_rows;
  ELSE
    SELECT array_agg('merchant:' || n.id::text) INTO subjects
      FROM new_rows n JOIN old_rows o USING (id) WHERE n.status IS DISTINCT FROM o.status;
  END IF;
  PERFORM session_notice(subjects);
  RETURN NULL;
END
$$;
CREATE TRIGGER merchant_account_session_notice_upd AFTER UPDATE ON merchant_account REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_session_notice();
CREATE TRIGGER merchant_account_session_notice_del AFTER DELETE ON merchant_account REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_session_notice();
