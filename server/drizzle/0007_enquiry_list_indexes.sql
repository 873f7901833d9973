CREATE INDEX "enquiries_org_name_idx" ON "enquiries" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "enquiries_org_email_idx" ON "enquiries" USING btree ("organization_id","email");--> statement-breakpoint
-- The Enquiries list's contains-search (name, e-mail, phone, company, message), as 0003 does for the
-- other lists: trigram indexes where pg_trgm exists (0003 created it where it may), else a scan of
-- the organisation's rows.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS enquiries_name_trgm_idx ON enquiries USING gin (name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS enquiries_email_trgm_idx ON enquiries USING gin (email gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS enquiries_phone_trgm_idx ON enquiries USING gin (phone gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS enquiries_company_trgm_idx ON enquiries USING gin (company gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS enquiries_message_trgm_idx ON enquiries USING gin (message gin_trgm_ops);
  END IF;
END
$$;
