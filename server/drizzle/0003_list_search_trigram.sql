-- Trigram indexes for the lists' contains-search (ILIKE '%term%'), issue 7. Hand-written: they need
-- the pg_trgm extension, which not every PostgreSQL offers (it is a trusted extension from 13 on, so a
-- database owner may create it). Where it is missing the lists still search, by scanning the
-- organisation's rows. PGlite loads pg_trgm from @electric-sql/pglite/contrib (openDatabase).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm is available but may not be created here: list search runs without trigram indexes';
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS clients_name_trgm_idx ON clients USING gin (client_name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS clients_code_trgm_idx ON clients USING gin (client_code gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS users_name_trgm_idx ON users USING gin ((first_name || ' ' || last_name) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
  END IF;
END
$$;
--> statement-breakpoint
-- Sorting the organisation's users by name reads this index in order (the list's default sort).
CREATE INDEX IF NOT EXISTS users_org_name_idx ON users (organization_id, lower(first_name), lower(last_name), id);
