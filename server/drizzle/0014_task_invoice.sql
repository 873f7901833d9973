ALTER TABLE "tasks" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
-- An invoiced Project leaves the Projects lists (spec 02 §2.1), so the counters count only Projects
-- without an invoice: setting invoice_id takes the Project out of them (hand-written after the generated column).
CREATE OR REPLACE FUNCTION task_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (SELECT organization_id, workflow_status, assignee_id, due_date, 1 AS d FROM new_rows WHERE invoice_id IS NULL)
  INSERT INTO task_counts AS c (organization_id, workflow_status, assignee_key, n)
    SELECT organization_id, workflow_status, coalesce(assignee_id, 0), sum(d) FROM changes
    GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, workflow_status, assignee_key) DO UPDATE SET n = c.n + excluded.n;
  WITH changes AS (SELECT organization_id, workflow_status, assignee_id, due_date, 1 AS d FROM new_rows WHERE invoice_id IS NULL)
  INSERT INTO task_due_counts AS c (organization_id, due_date, n)
    SELECT organization_id, due_date, sum(d) FROM changes
    WHERE due_date IS NOT NULL AND workflow_status <> 'closed'
    GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (organization_id, due_date) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION task_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (SELECT organization_id, workflow_status, assignee_id, due_date, -1 AS d FROM old_rows WHERE invoice_id IS NULL UNION ALL SELECT organization_id, workflow_status, assignee_id, due_date, 1 AS d FROM new_rows WHERE invoice_id IS NULL)
  INSERT INTO task_counts AS c (organization_id, workflow_status, assignee_key, n)
    SELECT organization_id, workflow_status, coalesce(assignee_id, 0), sum(d) FROM changes
    GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, workflow_status, assignee_key) DO UPDATE SET n = c.n + excluded.n;
  WITH changes AS (SELECT organization_id, workflow_status, assignee_id, due_date, -1 AS d FROM old_rows WHERE invoice_id IS NULL UNION ALL SELECT organization_id, workflow_status, assignee_id, due_date, 1 AS d FROM new_rows WHERE invoice_id IS NULL)
  INSERT INTO task_due_counts AS c (organization_id, due_date, n)
    SELECT organization_id, due_date, sum(d) FROM changes
    WHERE due_date IS NOT NULL AND workflow_status <> 'closed'
    GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (organization_id, due_date) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION task_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (SELECT organization_id, workflow_status, assignee_id, due_date, -1 AS d FROM old_rows WHERE invoice_id IS NULL)
  INSERT INTO task_counts AS c (organization_id, workflow_status, assignee_key, n)
    SELECT organization_id, workflow_status, coalesce(assignee_id, 0), sum(d) FROM changes
    GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, workflow_status, assignee_key) DO UPDATE SET n = c.n + excluded.n;
  WITH changes AS (SELECT organization_id, workflow_status, assignee_id, due_date, -1 AS d FROM old_rows WHERE invoice_id IS NULL)
  INSERT INTO task_due_counts AS c (organization_id, due_date, n)
    SELECT organization_id, due_date, sum(d) FROM changes
    WHERE due_date IS NOT NULL AND workflow_status <> 'closed'
    GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (organization_id, due_date) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
