import { and, asc, eq, sql } from 'drizzle-orm';
import {
  COMPLIANCE_CATALOGUE_SEED,
  complianceMessages as M,
  nearestCategory,
  nearestSac,
  STANDARD_CHECKLISTS,
  STANDARD_SAC_CODES,
  STANDARD_SERVICE_CATEGORIES,
} from '@firm/shared/domain/compliance';
import type { Db, Tx } from '../../db/database';
import { compliances, sacCodes, serviceCategories } from '../../db/schema';
import { badRequest } from '../../platform/errors';

// The standard catalogue: added by the admin's "Add the standard compliances", and to a new firm
// with the service categories and SAC codes it bills under, so a firm's calendar never starts empty.

/**
 * Adds the standard compliances the firm does not have yet (by code). Each takes the firm's active service
 * category and SAC code nearest to its own (`nearestCategory`, `nearestSac`): the same name and code when
 * the firm has them, so a GST return is billed as tax preparation, never as an audit.
 */
export async function addStandardCompliances(db: Db | Tx, organizationId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const categories = await tx
      .select({ id: serviceCategories.id, name: serviceCategories.name })
      .from(serviceCategories)
      .where(and(eq(serviceCategories.organizationId, organizationId), eq(serviceCategories.isActive, true)))
      .orderBy(asc(serviceCategories.id));
    const sacs = await tx
      .select({ id: sacCodes.id, code: sacCodes.code })
      .from(sacCodes)
      .where(and(eq(sacCodes.organizationId, organizationId), eq(sacCodes.isActive, true)))
      .orderBy(asc(sacCodes.code));
    if (categories.length === 0 || sacs.length === 0) throw badRequest(M.noMasterData);
    const rows = COMPLIANCE_CATALOGUE_SEED.map((s) => ({
      organizationId,
      code: s.code,
      name: s.name,
      authority: s.authority,
      frequency: s.frequency,
      rule: s.rule,
      monthsAfter: s.monthsAfter,
      dueDay: s.dueDay,
      clientTypes: [...s.clientTypes],
      serviceCategoryId: nearestCategory(categories, s.category)!.id,
      sacCodeId: nearestSac(sacs, s.sac)!.id,
      ackRequired: s.ackRequired,
      documentChecklist: (STANDARD_CHECKLISTS[s.code] ?? []).map((item) => ({ ...item })),
      createdAt: now,
      updatedAt: now,
    }));
    const added = await tx.insert(compliances).values(rows).onConflictDoNothing().returning({ id: compliances.id });
    return added.length;
  });
}

/**
 * A new firm's calendar: the standard service categories (at 18 % GST, the spec's default) and SAC codes
 * it lacks, then the standard compliances. Matches by name and code, so a second run adds nothing and
 * never overwrites what the firm has edited. Answers the rows added.
 */
export async function seedFirmCatalogue(db: Db | Tx, organizationId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    let added = 0;
    for (const category of STANDARD_SERVICE_CATEGORIES) {
      const [existing] = await tx
        .select({ id: serviceCategories.id })
        .from(serviceCategories)
        .where(and(eq(serviceCategories.organizationId, organizationId), sql`lower(${serviceCategories.name}) = lower(${category.name})`));
      if (existing) continue;
      await tx.insert(serviceCategories).values({ organizationId, ...category, cgstBp: 900, sgstBp: 900, igstBp: 1800 });
      added += 1;
    }
    const codes = await tx
      .insert(sacCodes)
      .values(STANDARD_SAC_CODES.map((code) => ({ organizationId, ...code })))
      .onConflictDoNothing({ target: [sacCodes.organizationId, sacCodes.code] })
      .returning({ id: sacCodes.id });
    return added + codes.length + (await addStandardCompliances(tx, organizationId, now));
  });
}
