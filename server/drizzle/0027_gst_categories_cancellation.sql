DROP INDEX "invoices_task_unique";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "gst_category" varchar(24) DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "export_tax_mode" varchar(4) DEFAULT 'lut' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_categories" ADD COLUMN "gst_treatment" varchar(10) DEFAULT 'taxable' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "recipient_gst_category" varchar(24) DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_treatment" varchar(10) DEFAULT 'taxable' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "status" varchar(10) DEFAULT 'issued' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cancel_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_task_unique" ON "invoices" USING btree ("task_id") WHERE "invoices"."status" = 'issued';--> statement-breakpoint
-- Issue 29: the data before categories and cancellation. A 0 % category (and a domestic invoice at 0 %) was
-- a nil-rated supply reported as taxable; it becomes nil-rated.
UPDATE service_categories SET gst_treatment = 'nil_rated' WHERE cgst_bp = 0 AND sgst_bp = 0 AND igst_bp = 0;--> statement-breakpoint
UPDATE invoices SET tax_treatment = 'nil_rated'
  WHERE cgst_bp = 0 AND sgst_bp = 0 AND igst_bp = 0 AND supply_type IN ('intra_state', 'inter_state');--> statement-breakpoint
-- A cancelled invoice (issue 29) has nothing due and no money in the totals: it counts as settled (the
-- History tab) with zero amounts. The functions of 0016 again, reading the status.
CREATE OR REPLACE FUNCTION invoice_totals_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (
    SELECT organization_id, client_id, NOT live OR total_paise - paid_paise - credited_paise <= 0 AS settled, 1 AS d,
      CASE WHEN live THEN total_paise ELSE 0 END AS total_paise, CASE WHEN live THEN paid_paise ELSE 0 END AS paid_paise,
      CASE WHEN live THEN credited_paise ELSE 0 END AS credited_paise,
      CASE WHEN live THEN greatest(total_paise - paid_paise - credited_paise, 0) ELSE 0 END AS due
    FROM (SELECT *, status = 'issued' AS live FROM new_rows) r)
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
CREATE OR REPLACE FUNCTION invoice_totals_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (
    SELECT organization_id, client_id, NOT live OR total_paise - paid_paise - credited_paise <= 0 AS settled, -1 AS d,
      CASE WHEN live THEN total_paise ELSE 0 END AS total_paise, CASE WHEN live THEN paid_paise ELSE 0 END AS paid_paise,
      CASE WHEN live THEN credited_paise ELSE 0 END AS credited_paise,
      CASE WHEN live THEN greatest(total_paise - paid_paise - credited_paise, 0) ELSE 0 END AS due
    FROM (SELECT *, status = 'issued' AS live FROM old_rows) r
    UNION ALL
    SELECT organization_id, client_id, NOT live OR total_paise - paid_paise - credited_paise <= 0 AS settled, 1 AS d,
      CASE WHEN live THEN total_paise ELSE 0 END AS total_paise, CASE WHEN live THEN paid_paise ELSE 0 END AS paid_paise,
      CASE WHEN live THEN credited_paise ELSE 0 END AS credited_paise,
      CASE WHEN live THEN greatest(total_paise - paid_paise - credited_paise, 0) ELSE 0 END AS due
    FROM (SELECT *, status = 'issued' AS live FROM new_rows) r)
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
CREATE OR REPLACE FUNCTION invoice_totals_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (
    SELECT organization_id, client_id, NOT live OR total_paise - paid_paise - credited_paise <= 0 AS settled, -1 AS d,
      CASE WHEN live THEN total_paise ELSE 0 END AS total_paise, CASE WHEN live THEN paid_paise ELSE 0 END AS paid_paise,
      CASE WHEN live THEN credited_paise ELSE 0 END AS credited_paise,
      CASE WHEN live THEN greatest(total_paise - paid_paise - credited_paise, 0) ELSE 0 END AS due
    FROM (SELECT *, status = 'issued' AS live FROM old_rows) r)
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
