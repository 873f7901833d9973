CREATE INDEX "clients_org_type_idx" ON "clients" USING btree ("organization_id","client_type","client_name");--> statement-breakpoint
CREATE INDEX "clients_org_email_idx" ON "clients" USING btree ("organization_id","email");--> statement-breakpoint
CREATE INDEX "clients_org_phone_idx" ON "clients" USING btree ("organization_id","phone");--> statement-breakpoint
CREATE INDEX "clients_org_active_idx" ON "clients" USING btree ("organization_id","is_active");