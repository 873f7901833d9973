import type { Role } from './support';

/** The demo data's sign-in e-mails (server/src/seed/seed.ts), one per role. */
export const DEMO: Record<Role, string> = {
  superadmin: 'superadmin@kapooriyer.in',
  admin: 'admin@kapooriyer.in',
  supervisor: 'supervisor@kapooriyer.in',
  employee: 'employee@kapooriyer.in',
  client: 'accounts@sahyadrifoods.in',
};
