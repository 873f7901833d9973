ALTER TABLE "offices" ADD COLUMN "lut_arn" varchar(15);--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "lut_financial_year" varchar(7);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "lut_reference" text;