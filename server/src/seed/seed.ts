import { and, eq, sql } from 'drizzle-orm';
import { FIRM, OFFICES } from '@firm/shared/domain/firm';
import { REMINDER_DEFAULT_CADENCE } from '@firm/shared/domain/reminder';
import { financialYearOf } from '@firm/shared/domain/calendar';
import type { StaffRole } from '@firm/shared/domain/auth';
import type { Db, Tx } from '../db/database';
import { clientContacts, clients, offices, organizations, users } from '../db/schema';
import { seedDemoCompliance, seedFirmCatalogue } from '../modules/compliance';
import { seedDemoProjects } from '../modules/tasks';
import { addMissingSacCodes } from '../modules/sac-codes';
import { startReminderSettings } from '../modules/billing/reminders';
import { addMissingServiceCategories } from '../modules/service-categories';
import { seedDemoInvoices } from './seed-invoices';
import { DEMO_CLIENT_LOGIN, DEMO_CLIENTS, DEMO_SAC_CODES, DEMO_SERVICE_CATEGORIES, DEMO_USERS, demoGstin } from './seed-data';

export type DemoLogins = Record<StaffRole, string> & { client: string };

/** The e-mails the start banner offers, one per role. */
export const DEMO_LOGINS: DemoLogins = {
  ...(Object.fromEntries(DEMO_USERS.map((u) => [u.role, u.email])) as Record<StaffRole, string>),
  client: DEMO_CLIENT_LOGIN,
};

export type SeedResult = { organizationId: number; inserted: number; logins: DemoLogins };

/** True on a database no one has used yet: no organisation at all. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(organizations);
  return Number(row?.n ?? 0) === 0;
}

/** The demo logins, when the demo firm is in this database (so the banner never offers absent ones). */
export async function presentDemoLogins(db: Db): Promise<DemoLogins | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGINS.superadmin));
  return row ? DEMO_LOGINS : null;
}

const officeAddress = (lines: readonly string[]) => lines.join(', ');

/**
 * Each demo office's bank, UPI id and series: the head office keeps the spec's numbers and the firm's
 * Mumbai account; the Bengaluru branch bills under Karnataka's GSTIN with its own account and 'KA' series.
 */
const OFFICE_BILLING: Record<string, { bankDetails: string; upiId: string; seriesPrefix: string | null }> = {
  Mumbai: {
    bankDetails: 'Bank: HDFC Bank Ltd., Fort Branch, Mumbai\nA/c name: Kapoor Iyer & Co.  A/c no.: 50200012345678\nIFSC: HDFC0000060',
    upiId: 'kapooriyer@hdfcbank',
    seriesPrefix: null,
  },
  Bengaluru: {
    bankDetails: 'Bank: ICICI Bank Ltd., Residency Road, Bengaluru\nA/c name: Kapoor Iyer & Co.  A/c no.: 024705001234\nIFSC: ICIC0000247',
    upiId: 'kapooriyer.blr@icici',
    seriesPrefix: 'KA',
  },
};

/**
 * The demo firm: both offices, one user per role, clients of several kinds with contacts, service
 * categories, SAC codes and a board of Projects. Idempotent: every row is matched on its natural key and only missing ones
 * are added, so a second run changes nothing and never overwrites what someone has edited.
 */
export async function seedDemoData(db: Db): Promise<SeedResult> {
  const result = await db.transaction(async (tx) => {
    let inserted = 0;
    const organizationId = await findOrCreateOrganization(tx, () => (inserted += 1));

    for (const office of OFFICES) {
      const kind = office.kind === 'Head Office' ? 'head_office' : 'branch';
      const [existing] = await tx
        .select({ id: offices.id })
        .from(offices)
        .where(and(eq(offices.organizationId, organizationId), eq(offices.kind, kind), eq(offices.city, office.city)));
      if (existing) continue;
      const billing = OFFICE_BILLING[office.city];
      await tx.insert(offices).values({
        organizationId,
        kind,
        name: kind === 'head_office' ? 'Head Office' : `${office.city} Branch`,
        bankDetails: billing?.bankDetails ?? null,
        upiId: billing?.upiId ?? null,
        seriesPrefix: billing?.seriesPrefix ?? null,
        // The head office's registration has filed its LUT for the year, so the demo's exports quote it.
        ...(kind === 'head_office' ? { lutArn: 'AD270326001234X', lutFinancialYear: financialYearOf(new Date()).label } : {}),
        city: office.city,
        address: officeAddress(office.lines),
        state: office.state,
        stateCode: office.stateCode,
        pincode: office.pincode,
        gstin: office.gstin,
        phone: office.phone,
        email: office.email,
      });
      inserted += 1;
    }

    const officeByCity = Object.fromEntries(OFFICES.map((o) => [o.city, officeAddress([...o.lines, `${o.state} ${o.pincode}`])]));
    // Users come first in DEMO_USERS order, so the super admin exists to be recorded as the creator.
    let superadminId: number | null = null;
    for (const user of DEMO_USERS) {
      const added = await tx
        .insert(users)
        .values({
          organizationId,
          role: user.role,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          phone: user.phone,
          designation: user.designation,
          firmName: FIRM.name,
          address: officeByCity[user.office],
          createdBy: superadminId,
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      inserted += added.length;
      if (user.role === 'superadmin') {
        const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, user.email));
        superadminId = row?.id ?? null;
      }
    }

    for (const client of DEMO_CLIENTS) {
      const added = await tx
        .insert(clients)
        .values({
          organizationId,
          clientCode: client.code,
          clientName: client.name,
          clientType: client.type,
          cin: client.cin,
          gstNumber: demoGstin(client.stateCode, client.pan),
          phone: client.phone,
          email: client.email,
          street: client.street,
          city: client.city,
          state: client.state,
          pincode: client.pincode,
          createdBy: superadminId,
        })
        .onConflictDoNothing({ target: [clients.organizationId, clients.clientCode] })
        .returning({ id: clients.id });
      inserted += added.length;
      const [row] = await tx
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.organizationId, organizationId), eq(clients.clientCode, client.code)));
      for (const contact of client.contacts) {
        const [existing] = await tx
          .select({ id: clientContacts.id })
          .from(clientContacts)
          .where(and(eq(clientContacts.clientId, row!.id), eq(clientContacts.email, contact.email)));
        if (existing) continue;
        await tx.insert(clientContacts).values({ organizationId, clientId: row!.id, ...contact });
        inserted += 1;
      }
    }

    inserted += await addMissingServiceCategories(tx, organizationId, DEMO_SERVICE_CATEGORIES);
    inserted += await addMissingSacCodes(tx, organizationId, DEMO_SAC_CODES);

    // Every firm's calendar starts with the standard catalogue, billed under the categories and SAC codes above.
    inserted += await seedFirmCatalogue(tx, organizationId, new Date());

    // Overdue reminders on at 1, 7 and 15 days: the demo's overdue invoice gets its reminder on
    // the first start, in the outbox. Settings an admin has saved since are left as they are.
    inserted += await startReminderSettings(tx, organizationId, { enabled: true, cadence: [...REMINDER_DEFAULT_CADENCE] });

    return { organizationId, inserted, logins: DEMO_LOGINS };
  });
  // Projects go through the tasks service (each in its own transaction, with its activity log), once
  // the firm, its people and master data are committed.
  const projects = await seedDemoProjects(db, result.organizationId);
  result.inserted += projects;
  // Invoices follow the Projects on the first seeding only (seedDemoProjects adds nothing to a firm with Projects).
  if (projects > 0) result.inserted += await seedDemoInvoices(db, result.organizationId);
  // The calendar's subscriptions, periods filed and Projects open, once (nothing when any client subscribes).
  result.inserted += await seedDemoCompliance(db, result.organizationId);
  return result;
}

async function findOrCreateOrganization(tx: Tx, onInsert: () => void): Promise<number> {
  const [existing] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, FIRM.name))
    .orderBy(organizations.id)
    .limit(1);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(organizations)
    .values({ name: FIRM.name, paymentDetails: FIRM.paymentDetails })
    .returning({ id: organizations.id });
  onInsert();
  return created!.id;
}
