import type { ReactNode } from 'react';
import type { AdminUser, OrgUser, RegistrableRole } from '@firm/shared/domain/user';
import type { PagedResource } from '@firm/shared/ui';

export type StaffAccount = OrgUser | AdminUser;

/**
 * Whose accounts a staff screen manages: its words (spec 01 §2), its list call and its dialogs. A remote
 * imports the directory it needs, so a role does not download the other's dialogs.
 */
export type StaffDirectory = {
  texts: { title: string; subtitle: string; heading?: string; table: string; add: string; empty: string; emptyFiltered: string };
  /** The paged list (the resource's own cache keys, which its mutations update). */
  list: PagedResource<StaffAccount>;
  listError: (error: unknown) => string;
  renderAdd: (props: { roles: readonly RegistrableRole[]; onClose: () => void }) => ReactNode;
  renderDetails: (props: { account: StaffAccount; onClose: () => void }) => ReactNode;
};
