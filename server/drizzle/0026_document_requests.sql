CREATE TABLE "document_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"stored_key" varchar(64) NOT NULL,
	"content_type" varchar(120) NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by_contact_id" integer,
	"uploader_name" varchar(100) NOT NULL,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_files_stored_key_unique" UNIQUE("stored_key")
);
--> statement-breakpoint
CREATE TABLE "document_reminder_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"days_before" integer[] NOT NULL,
	"on_due_day" boolean DEFAULT true NOT NULL,
	"repeat_after_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"recipients" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"due_date" date NOT NULL,
	"state" varchar(20) DEFAULT 'requested' NOT NULL,
	"change_reason" text,
	"client_comment" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_activity" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "task_activity" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "task_activity" ADD COLUMN "actor_name" varchar(100);--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_request_id_document_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."document_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_uploaded_by_contact_id_client_contacts_id_fk" FOREIGN KEY ("uploaded_by_contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reminder_settings" ADD CONSTRAINT "document_reminder_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reminders" ADD CONSTRAINT "document_reminders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reminders" ADD CONSTRAINT "document_reminders_request_id_document_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."document_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_files_request_idx" ON "document_files" USING btree ("request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_reminders_request_slot_uq" ON "document_reminders" USING btree ("request_id","slot");--> statement-breakpoint
CREATE INDEX "document_reminders_org_sent_idx" ON "document_reminders" USING btree ("organization_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "document_requests_task_idx" ON "document_requests" USING btree ("task_id","id");--> statement-breakpoint
CREATE INDEX "document_requests_open_idx" ON "document_requests" USING btree ("task_id") WHERE "document_requests"."required" and "document_requests"."state" in ('requested', 'needs_changes');--> statement-breakpoint
CREATE INDEX "document_requests_open_due_idx" ON "document_requests" USING btree ("organization_id","due_date") WHERE "document_requests"."state" in ('requested', 'needs_changes');--> statement-breakpoint
ALTER TABLE "task_activity" ADD CONSTRAINT "task_activity_contact_id_client_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The answer cache's triggers (migration 0022) on the new tables with an organization_id.
CREATE CONSTRAINT TRIGGER organization_data_changed AFTER INSERT OR UPDATE OR DELETE ON "document_requests"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION organization_data_changed();--> statement-breakpoint
CREATE TRIGGER organization_data_truncated AFTER TRUNCATE ON "document_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION organization_data_truncated();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER organization_data_changed AFTER INSERT OR UPDATE OR DELETE ON "document_files"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION organization_data_changed();--> statement-breakpoint
CREATE TRIGGER organization_data_truncated AFTER TRUNCATE ON "document_files"
  FOR EACH STATEMENT EXECUTE FUNCTION organization_data_truncated();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER organization_data_changed AFTER INSERT OR UPDATE OR DELETE ON "document_reminder_settings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION organization_data_changed();--> statement-breakpoint
CREATE TRIGGER organization_data_truncated AFTER TRUNCATE ON "document_reminder_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION organization_data_truncated();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER organization_data_changed AFTER INSERT OR UPDATE OR DELETE ON "document_reminders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION organization_data_changed();--> statement-breakpoint
CREATE TRIGGER organization_data_truncated AFTER TRUNCATE ON "document_reminders"
  FOR EACH STATEMENT EXECUTE FUNCTION organization_data_truncated();
