import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROLES } from '@firm/shared/domain/auth';
import type { TestApp } from './test-app';
import { seedOrganization } from './fixtures';
import type { Firm, World } from './authorization-matrix.rows';
import { users } from '../db/schema';
import { issueRefreshToken } from '../modules/auth/refresh-tokens';
import { seedRecords } from './seeded-records';
import { findInvoice } from '../modules/billing/invoices/invoices.repo';
import { requestDocuments } from '../modules/documents/documents.test-support';

// The two organisations the matrix calls into: every record a row may name exists in both, so a
// row's other-organisation cell asks for a record that is really there, only not the caller's.

/** A built shell and remotes, so the static file routes exist in the table like in production. */
export function fakeBundles(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'matrix-dist-'));
  fs.mkdirSync(path.join(root, 'shell'));
  fs.writeFileSync(path.join(root, 'shell', 'index.html'), '<!doctype html><title>Portal</title>');
  fs.writeFileSync(path.join(root, 'shell', 'robots.txt'), 'User-agent: *');
  for (const role of ROLES) {
    fs.mkdirSync(path.join(root, role));
    fs.writeFileSync(path.join(root, role, 'mf-manifest.json'), '{}');
  }
  return root;
}

async function seedFirm(t: TestApp, name: string): Promise<Firm> {
  const seeded = await seedOrganization(t.app.db, { name });
  const [secondAdmin] = await t.app.db
    .insert(users)
    .values({
      organizationId: seeded.organization.id,
      role: 'admin',
      firstName: 'Second',
      lastName: 'Admin',
      email: `second-admin@${seeded.users.admin.email.split('@')[1]}`,
    })
    .returning();
  const records = await seedRecords(t, seeded, 'visitor@matrix.test');
  const { invoiceNumber } = (await findInvoice(t.app.db, seeded.organization.id, records.invoiceId))!;
  const [emptyDocumentRequestId] = await requestDocuments(t.app, seeded.users.admin, records.taskId, [{ title: 'Matrix request' }]);
  return { ...seeded, ...records, secondAdmin: secondAdmin!, invoiceNumber, emptyDocumentRequestId: emptyDocumentRequestId! };
}

/** Own Firm (where every caller signs in, each role holding a refresh token) and Other Firm. */
export async function seedWorld(t: TestApp): Promise<World> {
  const own = await seedFirm(t, 'Own Firm');
  const other = await seedFirm(t, 'Other Firm');
  let n = 0;
  const refreshTokens: World['refreshTokens'] = {};
  for (const role of ROLES) refreshTokens[role] = await issueRefreshToken(t.app.db, own.subjects[role], t.app.clock.now());
  return { own, other, refreshTokens, next: () => (n += 1) };
}
