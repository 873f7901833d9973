CREATE TABLE "compliance_due_overrides" (
	"organization_id" integer NOT NULL,
	"compliance_id" integer NOT NULL,
	"period_key" varchar(12) NOT NULL,
	"due_date" date NOT NULL,
	"note" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_due_overrides_organization_id_compliance_id_period_key_pk" PRIMARY KEY("organization_id","compliance_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "compliance_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"compliance_id" integer NOT NULL,
	"from_period" varchar(12) NOT NULL,
	"from_date" date NOT NULL,
	"ended_on" date,
	"assignee_id" integer NOT NULL,
	"internal_offset_days" integer DEFAULT 0 NOT NULL,
	"fee_paise" bigint NOT NULL,
	"type_of_delivery" varchar(10) DEFAULT 'domestic' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliances" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"authority" varchar(20) NOT NULL,
	"frequency" varchar(20) NOT NULL,
	"rule" varchar(20) NOT NULL,
	"months_after" integer NOT NULL,
	"due_day" integer NOT NULL,
	"client_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"service_category_id" integer NOT NULL,
	"sac_code_id" integer NOT NULL,
	"ack_required" boolean DEFAULT false NOT NULL,
	"open_days_before" integer DEFAULT 15 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "compliance_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "period_key" varchar(12);--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "statutory_due_date" date;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "ack_number" varchar(50);--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "filed_on" date;--> statement-breakpoint
ALTER TABLE "compliance_due_overrides" ADD CONSTRAINT "compliance_due_overrides_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_due_overrides" ADD CONSTRAINT "compliance_due_overrides_compliance_id_compliances_id_fk" FOREIGN KEY ("compliance_id") REFERENCES "public"."compliances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_due_overrides" ADD CONSTRAINT "compliance_due_overrides_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_subscriptions" ADD CONSTRAINT "compliance_subscriptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_subscriptions" ADD CONSTRAINT "compliance_subscriptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_subscriptions" ADD CONSTRAINT "compliance_subscriptions_compliance_id_compliances_id_fk" FOREIGN KEY ("compliance_id") REFERENCES "public"."compliances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_subscriptions" ADD CONSTRAINT "compliance_subscriptions_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_subscriptions" ADD CONSTRAINT "compliance_subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliances" ADD CONSTRAINT "compliances_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliances" ADD CONSTRAINT "compliances_service_category_id_service_categories_id_fk" FOREIGN KEY ("service_category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliances" ADD CONSTRAINT "compliances_sac_code_id_sac_codes_id_fk" FOREIGN KEY ("sac_code_id") REFERENCES "public"."sac_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_subscriptions_client_uq" ON "compliance_subscriptions" USING btree ("organization_id","client_id","compliance_id");--> statement-breakpoint
CREATE INDEX "compliance_subscriptions_org_compliance_idx" ON "compliance_subscriptions" USING btree ("organization_id","compliance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "compliances_org_code_uq" ON "compliances" USING btree ("organization_id","code");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_compliance_id_compliances_id_fk" FOREIGN KEY ("compliance_id") REFERENCES "public"."compliances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_compliance_period_uq" ON "tasks" USING btree ("organization_id","client_id","compliance_id","period_key");--> statement-breakpoint
CREATE INDEX "tasks_org_compliance_due_idx" ON "tasks" USING btree ("organization_id","compliance_id","statutory_due_date") WHERE "tasks"."compliance_id" is not null;--> statement-breakpoint
-- The answer cache's two triggers (migration 0022), as on every table with an organization_id.
CREATE CONSTRAINT TRIGGER organization_data_changed AFTER INSERT OR UPDATE OR DELETE ON "compliances"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION organization_data_changed();
--> statement-breakpoint
CREATE TRIGGER organization_data_truncated AFTER TRUNCATE ON "compliances"
  FOR EACH STATEMENT EXECUTE FUNCTION organization_data_truncated();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER organization_data_changed AFTER INSERT OR UPDATE OR DELETE ON "compliance_subscriptions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION organization_data_changed();
--> statement-breakpoint
CREATE TRIGGER organization_data_truncated AFTER TRUNCATE ON "compliance_subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION organization_data_truncated();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER organization_data_changed AFTER INSERT OR UPDATE OR DELETE ON "compliance_due_overrides"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION organization_data_changed();
--> statement-breakpoint
CREATE TRIGGER organization_data_truncated AFTER TRUNCATE ON "compliance_due_overrides"
  FOR EACH STATEMENT EXECUTE FUNCTION organization_data_truncated();
