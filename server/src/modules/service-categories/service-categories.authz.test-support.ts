import { masterDataRows, type Cell, type RouteRow } from '../../test/authorization-matrix.rows';

// Service categories: staff read, admins write.
// Rows of the authorization matrix: authorization-matrix.test.ts runs them and fails any route without one.

const categoryBody = (c: Cell) => ({ name: `Audit ${c.world.next()}`, description: 'Statutory audit', cgst: 9, sgst: 9, igst: 18 });

export const serviceCategoriesAuthzRows: RouteRow[] = masterDataRows(
  '/api/master/service-categories',
  (c) => c.firm.serviceCategoryId,
  categoryBody,
);
