-- Contains-search of Projects (the Projects lists' 'all' search and the Projects reports) where pg_trgm
-- exists (see 0003): the name and the description by trigram, the client's name through clients_name_trgm_idx
-- and tasks_org_client_idx (task-search.ts reads the three as a union of ids, which these indexes answer).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS tasks_name_trgm_idx ON tasks USING gin (task_name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS tasks_description_trgm_idx ON tasks USING gin (service_description gin_trgm_ops);
  END IF;
END
$$;
