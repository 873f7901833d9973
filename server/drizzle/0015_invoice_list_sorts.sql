CREATE TABLE "invoice_totals" (
	"organization_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"settled" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"total_paise" bigint DEFAULT 0 NOT NULL,
	"paid_paise" bigint DEFAULT 0 NOT NULL,
	"credited_paise" bigint DEFAULT 0 NOT NULL,
	"due_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_totals_organization_id_client_id_settled_pk" PRIMARY KEY("organization_id","client_id","settled")
);
--> statement-breakpoint
ALTER TABLE "invoice_totals" ADD CONSTRAINT "invoice_totals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_org_total_idx" ON "invoices" USING btree ("organization_id","total_paise","id");--> statement-breakpoint
CREATE INDEX "invoices_org_credited_idx" ON "invoices" USING btree ("organization_id","credited_paise","id");--> statement-breakpoint
CREATE INDEX "invoices_org_recipient_idx" ON "invoices" USING btree ("organization_id","recipient_name","id");--> statement-breakpoint
CREATE INDEX "invoices_org_task_name_idx" ON "invoices" USING btree ("organization_id","task_name","id");