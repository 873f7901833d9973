ALTER TABLE "organizations" ADD COLUMN "einvoice_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "einvoice_status" varchar(10);--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "irn" varchar(64);--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "irn_ack_no" varchar(20);--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "irn_ack_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "irn_signed_qr" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "irn_failure" varchar(500);--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "irn_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "irn_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "einvoice_status" varchar(10);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "irn" varchar(64);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "irn_ack_no" varchar(20);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "irn_ack_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "irn_signed_qr" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "irn_failure" varchar(500);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "irn_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "irn_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "irn_mail_pending" boolean DEFAULT false NOT NULL;