DROP INDEX "tasks_org_created_idx";--> statement-breakpoint
DROP INDEX "tasks_org_due_idx";--> statement-breakpoint
CREATE INDEX "tasks_org_created_idx" ON "tasks" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_org_due_idx" ON "tasks" USING btree ("organization_id","due_date","id");