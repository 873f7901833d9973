import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { OfficeRegistration, OfficeView } from '@firm/shared/domain/offices';
import type { Db, Tx } from '../../db/database';
import { offices } from '../../db/schema';
import { lockOrganization } from '../../platform/organizations';

// The firm's offices; every query is scoped by the organisation.

export type OfficeRow = typeof offices.$inferSelect;

export const toOffice = (o: OfficeRow): OfficeView => ({
  office_id: o.id,
  name: o.name,
  kind: o.kind,
  address: o.address,
  city: o.city,
  state: o.state,
  state_code: o.stateCode,
  pincode: o.pincode,
  gstin: o.gstin,
  bank_details: o.bankDetails,
  upi_id: o.upiId,
  series_prefix: o.seriesPrefix,
  filing_frequency: o.filingFrequency,
  lut_arn: o.lutArn,
  lut_financial_year: o.lutFinancialYear,
});

/** Head office first, then the branches in the order they were added. */
export async function listOffices(db: Db | Tx, organizationId: number): Promise<OfficeRow[]> {
  return db
    .select()
    .from(offices)
    .where(eq(offices.organizationId, organizationId))
    .orderBy(sql`case when ${offices.kind} = 'head_office' then 0 else 1 end`, asc(offices.id));
}

export async function findOffice(db: Db | Tx, organizationId: number, id: number): Promise<OfficeRow | undefined> {
  const [row] = await db
    .select()
    .from(offices)
    .where(and(eq(offices.organizationId, organizationId), eq(offices.id, id)));
  return row;
}

/** Serialises the firm's office writes: the registration rules read every office of the firm. */
export async function lockOfficesOf(tx: Tx, organizationId: number): Promise<void> {
  await lockOrganization(tx, organizationId);
}

export const registrationOf = (o: OfficeRow): OfficeRegistration => ({
  id: o.id,
  kind: o.kind,
  stateCode: o.stateCode,
  gstin: o.gstin,
  seriesPrefix: o.seriesPrefix,
});

/** A registration's settings are one: the prefix, the filing frequency and the LUT follow on every office of the state. */
export async function alignRegistration(
  tx: Tx,
  organizationId: number,
  office: Pick<OfficeRow, 'id' | 'stateCode' | 'seriesPrefix' | 'filingFrequency' | 'lutArn' | 'lutFinancialYear'>,
  now: Date,
): Promise<void> {
  const { seriesPrefix, filingFrequency, lutArn, lutFinancialYear } = office;
  await tx
    .update(offices)
    .set({ seriesPrefix, filingFrequency, lutArn, lutFinancialYear, updatedAt: now })
    .where(and(eq(offices.organizationId, organizationId), eq(offices.stateCode, office.stateCode), ne(offices.id, office.id)));
}

/**
 * The series an office issues in: its registration's, kept on the registration's first office (the lowest
 * id in its state), and the registration's prefix. Every office of a state thus shares one series.
 */
export async function seriesOfOffice(db: Db | Tx, organizationId: number, officeId: number) {
  const office = await findOffice(db, organizationId, officeId);
  if (!office) throw new Error(`Office ${officeId} is not of organisation ${organizationId}`);
  const [first] = await db
    .select({ id: sql<number>`min(${offices.id})` })
    .from(offices)
    .where(and(eq(offices.organizationId, organizationId), eq(offices.stateCode, office.stateCode)));
  return { seriesOfficeId: Number(first!.id), prefix: office.seriesPrefix };
}
