import type { ReactNode } from 'react';
import type { AdminUser, OrgUser, RegistrableRole } from '@firm/shared/domain';

export type StaffAccount = OrgUser | AdminUser;

/**
 * Whose accounts a staff screen manages: its words (spec 01 §2), its list call and its dialogs. A remote
 * imports the directory it needs, so a role does not download the other's dialogs.
 */
export type StaffDirectory = {
  texts: { title: string; subtitle: string; heading?: string; table: string; add: string; empty: string; emptyFiltered: string };
  /** The list's cache key (the resource's own, which its mutations update) and fetcher. */
  list: () => { queryKey: readonly unknown[]; queryFn: () => Promise<StaffAccount[]> };
  listError: (error: unknown) => string;
  renderAdd: (props: { roles: readonly RegistrableRole[]; onClose: () => void }) => ReactNode;
  renderDetails: (props: { account: StaffAccount; onClose: () => void }) => ReactNode;
};
