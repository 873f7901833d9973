-- Keeps invoice_totals (0015) equal to the invoices table: per organisation, client and settled (nothing
-- left to pay), the count and the money, applied once per statement from its transition tables as one
-- grouped upsert of the differences (a write that moves nothing writes nothing). Hand-written: drizzle
-- cannot express triggers. Plain PL/pgSQL, so PostgreSQL and PGlite alike. Rows are written in key order,
-- so two statements lock them in the same order (no deadlock).
CREATE FUNCTION invoice_totals_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (
    SELECT organization_id, client_id, total_paise - paid_paise - credited_paise <= 0 AS settled, 1 AS d,
      total_paise, paid_paise, credited_paise, greatest(total_paise - paid_paise - credited_paise, 0) AS due FROM new_rows)
  INSERT INTO invoice_totals AS t (organization_id, client_id, settled, n, total_paise, paid_paise, credited_paise, due_paise)
    SELECT organization_id, client_id, settled, sum(d), sum(d * total_paise), sum(d * paid_paise), sum(d * credited_paise), sum(d * due)
    FROM changes GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, client_id, settled) DO UPDATE SET
      n = t.n + excluded.n, total_paise = t.total_paise + excluded.total_paise, paid_paise = t.paid_paise + excluded.paid_paise,
      credited_paise = t.credited_paise + excluded.credited_paise, due_paise = t.due_paise + excluded.due_paise;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION invoice_totals_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (
    SELECT organization_id, client_id, total_paise - paid_paise - credited_paise <= 0 AS settled, -1 AS d,
      total_paise, paid_paise, credited_paise, greatest(total_paise - paid_paise - credited_paise, 0) AS due FROM old_rows
    UNION ALL
    SELECT organization_id, client_id, total_paise - paid_paise - credited_paise <= 0 AS settled, 1 AS d,
      total_paise, paid_paise, credited_paise, greatest(total_paise - paid_paise - credited_paise, 0) AS due FROM new_rows)
  INSERT INTO invoice_totals AS t (organization_id, client_id, settled, n, total_paise, paid_paise, credited_paise, due_paise)
    SELECT organization_id, client_id, settled, sum(d), sum(d * total_paise), sum(d * paid_paise), sum(d * credited_paise), sum(d * due)
    FROM changes GROUP BY 1, 2, 3
    HAVING sum(d) <> 0 OR sum(d * total_paise) <> 0 OR sum(d * paid_paise) <> 0 OR sum(d * credited_paise) <> 0 OR sum(d * due) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, client_id, settled) DO UPDATE SET
      n = t.n + excluded.n, total_paise = t.total_paise + excluded.total_paise, paid_paise = t.paid_paise + excluded.paid_paise,
      credited_paise = t.credited_paise + excluded.credited_paise, due_paise = t.due_paise + excluded.due_paise;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION invoice_totals_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (
    SELECT organization_id, client_id, total_paise - paid_paise - credited_paise <= 0 AS settled, -1 AS d,
      total_paise, paid_paise, credited_paise, greatest(total_paise - paid_paise - credited_paise, 0) AS due FROM old_rows)
  INSERT INTO invoice_totals AS t (organization_id, client_id, settled, n, total_paise, paid_paise, credited_paise, due_paise)
    SELECT organization_id, client_id, settled, sum(d), sum(d * total_paise), sum(d * paid_paise), sum(d * credited_paise), sum(d * due)
    FROM changes GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, client_id, settled) DO UPDATE SET
      n = t.n + excluded.n, total_paise = t.total_paise + excluded.total_paise, paid_paise = t.paid_paise + excluded.paid_paise,
      credited_paise = t.credited_paise + excluded.credited_paise, due_paise = t.due_paise + excluded.due_paise;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION invoice_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM invoice_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_totals_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_insert();
--> statement-breakpoint
CREATE TRIGGER invoices_totals_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_update();
--> statement-breakpoint
CREATE TRIGGER invoices_totals_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_delete();
--> statement-breakpoint
CREATE TRIGGER invoices_totals_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_clear();
--> statement-breakpoint
INSERT INTO invoice_totals (organization_id, client_id, settled, n, total_paise, paid_paise, credited_paise, due_paise)
  SELECT organization_id, client_id, total_paise - paid_paise - credited_paise <= 0, count(*), sum(total_paise), sum(paid_paise),
    sum(credited_paise), sum(greatest(total_paise - paid_paise - credited_paise, 0))
  FROM invoices GROUP BY 1, 2, 3;
--> statement-breakpoint
-- The list's sort by the amount due reads this index in order (the expression is invoices.list.ts's).
CREATE INDEX IF NOT EXISTS invoices_org_amount_due_idx ON invoices (organization_id, greatest(total_paise - paid_paise - credited_paise, 0), id);
--> statement-breakpoint
-- Current invoices by due day: the overdue, unpaid and partial filters and the Current tab read only the
-- invoices still open, usually a small part of a firm's history (the predicate is invoices.list.ts's isOpen).
CREATE INDEX IF NOT EXISTS invoices_org_open_due_idx ON invoices (organization_id, due_date, id) WHERE total_paise - paid_paise - credited_paise > 0;
--> statement-breakpoint
-- Contains-search of the project, the customer and the number where pg_trgm exists (see 0003).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS invoices_task_name_trgm_idx ON invoices USING gin (task_name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS invoices_recipient_trgm_idx ON invoices USING gin (recipient_name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS invoices_number_trgm_idx ON invoices USING gin (invoice_number gin_trgm_ops);
  END IF;
END
$$;
