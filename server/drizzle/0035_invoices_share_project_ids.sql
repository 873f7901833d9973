-- Spec 02 §7's credit-note tax lookup takes the task id from the invoice id (inv_ → task_). Invoices had a
-- sequence of their own, so invoice 6 named Project 6, another Project. From here on an invoice takes its
-- id from the Projects' sequence: no new invoice id is ever a Project's id, and GET /api/tasks/{id} given
-- an invoice's id answers that invoice's Project. Ids already issued keep their values.
SELECT setval('tasks_id_seq', GREATEST((SELECT COALESCE(MAX("id"), 0) FROM "tasks"), (SELECT COALESCE(MAX("id"), 0) FROM "invoices")) + 1, false);--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "id" SET DEFAULT nextval('tasks_id_seq'::regclass);
