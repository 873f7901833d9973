import { masterDataRows, type Cell, type RouteRow } from '../../test/authorization-matrix.rows';

// SAC codes: staff read, admins write.
// Rows of the authorization matrix: authorization-matrix.test.ts runs them and fails any route without one.

const sacBody = (c: Cell) => ({ code: String(990000 + c.world.next()), description: 'Accounting services', is_active: true });

export const sacCodesAuthzRows: RouteRow[] = masterDataRows('/api/master/sac-codes', (c) => c.firm.sacCodeId, sacBody);
