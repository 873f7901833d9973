ALTER TABLE "clients" ADD COLUMN "billing_office_id" integer;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "name" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "bank_details" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "upi_id" varchar(100);--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "series_prefix" varchar(3);--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "filing_frequency" varchar(10) DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "billing_office_id" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_billing_office_id_offices_id_fk" FOREIGN KEY ("billing_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_billing_office_id_offices_id_fk" FOREIGN KEY ("billing_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Existing offices are named by their kind and city; the head office takes the firm's bank lines
-- (organizations.payment_details, which its invoices printed until now); an office in another state than
-- the head office gets its state code as series prefix until the admin sets one.
UPDATE "offices" SET "name" = CASE WHEN "kind" = 'head_office' THEN 'Head Office' ELSE "city" || ' Branch' END;--> statement-breakpoint
ALTER TABLE "offices" ALTER COLUMN "name" DROP DEFAULT;--> statement-breakpoint
UPDATE "offices" o SET "bank_details" = org."payment_details" FROM "organizations" org WHERE org."id" = o."organization_id" AND o."kind" = 'head_office';--> statement-breakpoint
UPDATE "offices" o SET "series_prefix" = o."state_code" WHERE NOT EXISTS (
  SELECT 1 FROM "offices" h WHERE h."organization_id" = o."organization_id" AND h."kind" = 'head_office' AND h."state_code" = o."state_code"
);
