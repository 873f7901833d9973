ALTER TABLE "clients" ALTER COLUMN "client_name" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "service_categories" ALTER COLUMN "name" SET DATA TYPE varchar(255);--> statement-breakpoint
CREATE UNIQUE INDEX "service_categories_org_name_uq" ON "service_categories" USING btree ("organization_id",lower("name"));