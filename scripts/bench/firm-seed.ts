import type { Db } from '../../server/src/db/database';
import { seedOrganization } from '../../server/src/test/fixtures';
import { insertSacCode } from '../../server/src/modules/sac-codes';
import { insertServiceCategory } from '../../server/src/modules/service-categories';

/** The benches' firm: the organisation with its admin, one GST service category (18 %) and one SAC code. */
export async function seedBenchFirm(db: Db) {
  const org = await seedOrganization(db, { name: 'Kapoor Iyer & Co.', emailDomain: 'bench.kapooriyer.in' });
  const orgId = org.organization.id;
  const now = new Date();
  const category = await insertServiceCategory(
    db,
    orgId,
    { name: 'GST Filing', description: 'Monthly returns', isActive: true, cgstBp: 900, sgstBp: 900, igstBp: 1800 },
    now,
  );
  const sac = await insertSacCode(db, orgId, { code: '998231', description: 'Tax consultancy', isActive: true }, now);
  return { org, orgId, category, sac };
}
