-- When each closed Project was closed, as a column the reports can sort and page by (their 'completed'
-- sort read the activity log row by row). Hand-written beside drizzle's column and index: the backfill
-- takes the last logged move to closed (else the last update, as the report did), and a trigger keeps the
-- column from then on for every writer: set from updated_at (the app's clock, the activity log's time) on
-- a move to closed, kept while closed, cleared when reopened. Plain PL/pgSQL: PostgreSQL and PGlite alike.
ALTER TABLE "tasks" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
UPDATE tasks t SET closed_at = coalesce(
    (SELECT max(a.created_at) FROM task_activity a
      WHERE a.task_id = t.id AND a.event_type = 'status' AND a.to_value = 'closed'),
    t.updated_at)
  WHERE t.workflow_status = 'closed';
--> statement-breakpoint
CREATE FUNCTION tasks_keep_closed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.workflow_status = 'closed' THEN
    NEW.closed_at := coalesce(NEW.closed_at, NEW.updated_at, now());
  ELSE
    NEW.closed_at := NULL;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tasks_keep_closed_at BEFORE INSERT OR UPDATE OF workflow_status, closed_at ON tasks
  FOR EACH ROW EXECUTE FUNCTION tasks_keep_closed_at();
--> statement-breakpoint
CREATE INDEX "tasks_org_closed_idx" ON "tasks" USING btree ("organization_id","closed_at","id");
