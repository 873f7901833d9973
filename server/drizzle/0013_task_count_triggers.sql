-- Keeps task_counts and task_due_counts (0012) equal to the tasks table, counted once per statement
-- from its transition tables: one grouped upsert per counts table and statement, of the differences
-- only (an edit that moves no Project between counts writes nothing). Hand-written: drizzle cannot
-- express triggers. Runs on PostgreSQL and PGlite alike (plain PL/pgSQL). Counter rows are written in
-- key order, so two writes that move Projects opposite ways lock them in the same order (no deadlock).
-- Projects added: +1 each.
CREATE FUNCTION task_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (SELECT organization_id, workflow_status, assignee_id, due_date, 1 AS d FROM new_rows)
  INSERT INTO task_counts AS c (organization_id, workflow_status, assignee_key, n)
    SELECT organization_id, workflow_status, coalesce(assignee_id, 0), sum(d) FROM changes
    GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, workflow_status, assignee_key) DO UPDATE SET n = c.n + excluded.n;
  WITH changes AS (SELECT organization_id, workflow_status, assignee_id, due_date, 1 AS d FROM new_rows)
  INSERT INTO task_due_counts AS c (organization_id, due_date, n)
    SELECT organization_id, due_date, sum(d) FROM changes
    WHERE due_date IS NOT NULL AND workflow_status <> 'closed'
    GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (organization_id, due_date) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Projects changed: -1 for the row before, +1 for the row after.
CREATE FUNCTION task_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (SELECT organization_id, workflow_status, assignee_id, due_date, -1 AS d FROM old_rows UNION ALL SELECT organization_id, workflow_status, assignee_id, due_date, 1 AS d FROM new_rows)
  INSERT INTO task_counts AS c (organization_id, workflow_status, assignee_key, n)
    SELECT organization_id, workflow_status, coalesce(assignee_id, 0), sum(d) FROM changes
    GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, workflow_status, assignee_key) DO UPDATE SET n = c.n + excluded.n;
  WITH changes AS (SELECT organization_id, workflow_status, assignee_id, due_date, -1 AS d FROM old_rows UNION ALL SELECT organization_id, workflow_status, assignee_id, due_date, 1 AS d FROM new_rows)
  INSERT INTO task_due_counts AS c (organization_id, due_date, n)
    SELECT organization_id, due_date, sum(d) FROM changes
    WHERE due_date IS NOT NULL AND workflow_status <> 'closed'
    GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (organization_id, due_date) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Projects removed: -1 each.
CREATE FUNCTION task_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (SELECT organization_id, workflow_status, assignee_id, due_date, -1 AS d FROM old_rows)
  INSERT INTO task_counts AS c (organization_id, workflow_status, assignee_key, n)
    SELECT organization_id, workflow_status, coalesce(assignee_id, 0), sum(d) FROM changes
    GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, workflow_status, assignee_key) DO UPDATE SET n = c.n + excluded.n;
  WITH changes AS (SELECT organization_id, workflow_status, assignee_id, due_date, -1 AS d FROM old_rows)
  INSERT INTO task_due_counts AS c (organization_id, due_date, n)
    SELECT organization_id, due_date, sum(d) FROM changes
    WHERE due_date IS NOT NULL AND workflow_status <> 'closed'
    GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (organization_id, due_date) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION task_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM task_counts;
  DELETE FROM task_due_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tasks_count_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_counts_insert();
--> statement-breakpoint
CREATE TRIGGER tasks_count_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_counts_update();
--> statement-breakpoint
CREATE TRIGGER tasks_count_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_counts_delete();
--> statement-breakpoint
CREATE TRIGGER tasks_count_truncate AFTER TRUNCATE ON tasks
  FOR EACH STATEMENT EXECUTE FUNCTION task_counts_clear();
--> statement-breakpoint
INSERT INTO task_counts (organization_id, workflow_status, assignee_key, n)
  SELECT organization_id, workflow_status, coalesce(assignee_id, 0), count(*) FROM tasks GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO task_due_counts (organization_id, due_date, n)
  SELECT organization_id, due_date, count(*) FROM tasks
  WHERE due_date IS NOT NULL AND workflow_status <> 'closed' GROUP BY 1, 2;
