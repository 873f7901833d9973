-- Keeps client_type_counts (0004) equal to the clients table, counted once per statement from its
-- transition tables: a 2,000-row insert costs one grouped upsert, not 2,000. Hand-written: drizzle
-- cannot express triggers. Runs on PostgreSQL and PGlite alike (plain PL/pgSQL).
CREATE FUNCTION client_type_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO client_type_counts AS c (organization_id, client_type, is_active, n)
      SELECT organization_id, client_type, is_active, -count(*) FROM old_rows GROUP BY 1, 2, 3
      ON CONFLICT (organization_id, client_type, is_active) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO client_type_counts AS c (organization_id, client_type, is_active, n)
      SELECT organization_id, client_type, is_active, count(*) FROM new_rows GROUP BY 1, 2, 3
      ON CONFLICT (organization_id, client_type, is_active) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION client_type_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM client_type_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER clients_count_insert AFTER INSERT ON clients REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_type_counts_apply();
--> statement-breakpoint
CREATE TRIGGER clients_count_update AFTER UPDATE ON clients REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_type_counts_apply();
--> statement-breakpoint
CREATE TRIGGER clients_count_delete AFTER DELETE ON clients REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_type_counts_apply();
--> statement-breakpoint
CREATE TRIGGER clients_count_truncate AFTER TRUNCATE ON clients
  FOR EACH STATEMENT EXECUTE FUNCTION client_type_counts_clear();
--> statement-breakpoint
INSERT INTO client_type_counts (organization_id, client_type, is_active, n)
  SELECT organization_id, client_type, is_active, count(*) FROM clients GROUP BY 1, 2, 3;
