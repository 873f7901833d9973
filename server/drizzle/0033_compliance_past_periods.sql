CREATE TABLE "compliance_filed_periods" (
	"organization_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"compliance_id" integer NOT NULL,
	"period_key" varchar(12) NOT NULL,
	"filed_on" date NOT NULL,
	"ack_number" varchar(50),
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_filed_periods_organization_id_client_id_compliance_id_period_key_pk" PRIMARY KEY("organization_id","client_id","compliance_id","period_key")
);
--> statement-breakpoint
ALTER TABLE "compliance_subscriptions" ADD COLUMN "opens_due_from" date;--> statement-breakpoint
ALTER TABLE "compliance_filed_periods" ADD CONSTRAINT "compliance_filed_periods_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_filed_periods" ADD CONSTRAINT "compliance_filed_periods_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_filed_periods" ADD CONSTRAINT "compliance_filed_periods_compliance_id_compliances_id_fk" FOREIGN KEY ("compliance_id") REFERENCES "public"."compliances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_filed_periods" ADD CONSTRAINT "compliance_filed_periods_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The answer cache's triggers (migration 0022) on the new table with an organization_id.
CREATE CONSTRAINT TRIGGER organization_data_changed AFTER INSERT OR UPDATE OR DELETE ON "compliance_filed_periods"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION organization_data_changed();--> statement-breakpoint
CREATE TRIGGER organization_data_truncated AFTER TRUNCATE ON "compliance_filed_periods"
  FOR EACH STATEMENT EXECUTE FUNCTION organization_data_truncated();
