import type { Db } from '../db/database';
import { insertSacCode } from '../modules/sac-codes/sac-codes.repo';
import { insertServiceCategory } from '../modules/service-categories/service-categories.repo';

export type MasterDataIds = { serviceCategoryId: number; sacCodeId: number };
export type MasterDataNames = { category?: { name: string; description: string }; sac?: { code: string; description: string } };

/** A firm's service category at 9 + 9 % (18 % IGST) and an active SAC code, for Projects and invoices to name. */
export async function seedMasterData(db: Db, organizationId: number, now: Date, names: MasterDataNames = {}): Promise<MasterDataIds> {
  const { name, description } = names.category ?? { name: 'Tax Audit', description: 'Section 44AB' };
  const rates = { cgstBp: 900, sgstBp: 900, igstBp: 1800 };
  const category = await insertServiceCategory(db, organizationId, { name, description, isActive: true, ...rates }, now);
  const sac = names.sac ?? { code: '998222', description: 'Accounting and bookkeeping' };
  const code = await insertSacCode(db, organizationId, { ...sac, isActive: true }, now);
  return { serviceCategoryId: category.id, sacCodeId: code.id };
}
