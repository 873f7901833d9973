ALTER TABLE "compliances" ADD COLUMN "document_checklist" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The standard compliances firms already added take the standard checklists (STANDARD_CHECKLISTS in
-- shared/src/domain/compliance/checklists.ts); the generator copies them onto the Projects it opens from now on.
UPDATE "compliances" c SET "document_checklist" = s.items
FROM (VALUES
  ('GSTR1', '[{"title":"Sales register","required":true},{"title":"Credit and debit notes issued","required":false}]'::jsonb),
  ('GSTR1Q', '[{"title":"Sales register","required":true},{"title":"Credit and debit notes issued","required":false}]'::jsonb),
  ('IFF', '[{"title":"Sales register (B2B invoices)","required":true}]'::jsonb),
  ('GSTR3B', '[{"title":"Purchase register","required":true},{"title":"Sales register","required":true},{"title":"Input tax credit reconciliation (GSTR-2B)","required":false}]'::jsonb),
  ('GSTR3BQ', '[{"title":"Purchase register","required":true},{"title":"Sales register","required":true}]'::jsonb),
  ('CMP08', '[{"title":"Turnover for the quarter","required":true}]'::jsonb),
  ('GSTR9', '[{"title":"Sales and purchase registers for the year","required":true},{"title":"Books of account for the year","required":true}]'::jsonb),
  ('TDSPAY', '[{"title":"Salary and vendor payments with TDS deducted","required":true}]'::jsonb),
  ('24Q', '[{"title":"Salary register for the quarter","required":true},{"title":"Employee PAN details","required":false}]'::jsonb),
  ('26Q', '[{"title":"Vendor payments with TDS deducted","required":true},{"title":"TDS challans","required":true}]'::jsonb),
  ('ADVTAX', '[{"title":"Estimated income for the year","required":true},{"title":"Advance tax challans paid so far","required":false}]'::jsonb),
  ('ITR', '[{"title":"Form 16","required":true},{"title":"Form 26AS / AIS","required":true},{"title":"Bank interest certificates","required":true},{"title":"Investment proofs (80C, 80D)","required":false},{"title":"Capital gains statements","required":false}]'::jsonb),
  ('ITRAUDIT', '[{"title":"Audited financial statements","required":true},{"title":"Form 26AS / AIS","required":true},{"title":"Bank statements","required":true}]'::jsonb),
  ('ITRTP', '[{"title":"Audited financial statements","required":true},{"title":"Form 26AS / AIS","required":true},{"title":"Bank statements","required":true},{"title":"Transfer pricing report (Form 3CEB)","required":true}]'::jsonb),
  ('TAXAUDIT', '[{"title":"Trial balance","required":true},{"title":"Books of account","required":true},{"title":"Fixed asset register","required":true},{"title":"Stock statement","required":false}]'::jsonb),
  ('AOC4', '[{"title":"Audited financial statements","required":true},{"title":"Board''s report","required":true}]'::jsonb),
  ('MGT7', '[{"title":"Shareholding pattern","required":true},{"title":"List of directors and KMP","required":true}]'::jsonb),
  ('LLP11', '[{"title":"Contribution of partners","required":true},{"title":"List of designated partners","required":true}]'::jsonb),
  ('LLP8', '[{"title":"Statement of accounts and solvency","required":true}]'::jsonb),
  ('DIR3KYC', '[{"title":"PAN and Aadhaar of each director","required":true},{"title":"Mobile number and e-mail of each director","required":true}]'::jsonb)
) AS s(code, items)
WHERE c.code = s.code AND c.document_checklist = '[]'::jsonb;
