CREATE TABLE "organization_data_versions" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Every committed write to an organisation's data raises its number, in the writing transaction, so
-- a reader that sees the write also sees the new number (platform/answer-cache.ts). The triggers are
-- deferred to the commit: the number's row is locked last, when the transaction holds every other
-- lock it will take, so two writers of one firm queue there instead of deadlocking; and a transaction
-- raises it once, however many rows it writes (a setting local to the transaction remembers which
-- organisations it has raised). Hand-written: drizzle cannot express triggers. PostgreSQL and PGlite.
CREATE FUNCTION organization_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  raised text := coalesce(current_setting('firm.raised_organizations', true), '');
  org integer;
BEGIN
  FOREACH org IN ARRAY ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.organization_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.organization_id END
  ] LOOP
    CONTINUE WHEN org IS NULL OR position(',' || org || ',' IN raised) > 0;
    INSERT INTO organization_data_versions AS v (organization_id, version) VALUES (org, 1)
      ON CONFLICT (organization_id) DO UPDATE SET version = v.version + 1;
    raised := raised || ',' || org || ',';
    PERFORM set_config('firm.raised_organizations', raised, true);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TRUNCATE writes no rows to trigger on: it raises every organisation's number.
CREATE FUNCTION organization_data_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE organization_data_versions SET version = version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every table with an organization_id, except the number's own table and the sign-in bookkeeping
-- (sessions, refresh tokens, e-mail changes: written on every sign-in and refresh, never part of a
-- list answer). A later table with an organization_id needs the same two triggers: the test
-- `answer-cache.test.ts` fails until it has them.
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
      JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND c.column_name = 'organization_id' AND tb.table_type = 'BASE TABLE'
       AND c.table_name NOT IN ('organization_data_versions', 'auth_sessions', 'refresh_tokens', 'email_changes')
  LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER organization_data_changed AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION organization_data_changed()', t);
    EXECUTE format(
      'CREATE TRIGGER organization_data_truncated AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION organization_data_truncated()', t);
  END LOOP;
END
$$;
