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
import { compliances } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { activeSacCodes, addMissingSacCodes } from '../sac-codes';
import { activeServiceCategories, addMissingServiceCategories } from '../service-categories';

// The standard catalogue: added by the admin's "Add the standard compliances", and to a new firm
// with the service categories and SAC codes it bills under, so a firm's calendar never starts empty.

/**
 * Adds the standard compliances the firm does not have yet (by code). Each takes the firm's active service
 * category and SAC code nearest to its own (`nearestCategory`, `nearestSac`): the same name and code when
 * the firm has them, so a GST return is billed as tax preparation, never as an audit.
 */
export async function addStandardCompliances(db: Db | Tx, organizationId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const categories = await activeServiceCategories(tx, organizationId);
    const sacs = await activeSacCodes(tx, organizationId);
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
    const categories = await addMissingServiceCategories(tx, organizationId, STANDARD_SERVICE_CATEGORIES);
    const codes = await addMissingSacCodes(tx, organizationId, STANDARD_SAC_CODES);
    return categories + codes + (await addStandardCompliances(tx, organizationId, now));
  });
}
