CREATE TABLE "task_counts" (
	"organization_id" integer NOT NULL,
	"workflow_status" varchar(20) NOT NULL,
	"assignee_key" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "task_counts_organization_id_workflow_status_assignee_key_pk" PRIMARY KEY("organization_id","workflow_status","assignee_key")
);
--> statement-breakpoint
CREATE TABLE "task_due_counts" (
	"organization_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "task_due_counts_organization_id_due_date_pk" PRIMARY KEY("organization_id","due_date")
);
--> statement-breakpoint
ALTER TABLE "task_counts" ADD CONSTRAINT "task_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_due_counts" ADD CONSTRAINT "task_due_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;