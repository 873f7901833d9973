CREATE TABLE "invoice_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"refund_date" date NOT NULL,
	"reference" varchar(100) NOT NULL,
	"note" text,
	"recorded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refunded_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD CONSTRAINT "invoice_refunds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD CONSTRAINT "invoice_refunds_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD CONSTRAINT "invoice_refunds_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_refunds_invoice_reference_unique" ON "invoice_refunds" USING btree ("invoice_id","reference");--> statement-breakpoint
-- The answer cache's two triggers (migration 0022), as on every table with an organization_id.
CREATE CONSTRAINT TRIGGER organization_data_changed AFTER INSERT OR UPDATE OR DELETE ON "invoice_refunds"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION organization_data_changed();
--> statement-breakpoint
CREATE TRIGGER organization_data_truncated AFTER TRUNCATE ON "invoice_refunds"
  FOR EACH STATEMENT EXECUTE FUNCTION organization_data_truncated();
--> statement-breakpoint
-- The admin's Refunds due list: the few invoices holding money beyond their total (hand-written: a partial index).
CREATE INDEX "invoices_org_excess_idx" ON "invoices" USING btree ("organization_id", "id")
  WHERE "paid_paise" + "credited_paise" > "total_paise";
