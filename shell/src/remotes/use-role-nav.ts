import { useQuery } from '@tanstack/react-query';
import type { Role } from '@firm/shared/domain/auth';
import type { RoleNavLink } from '@firm/shared/ui';
import { sidebarLinks } from '../layout/role-nav';
import { loadedRoleNav, loadRoleNav } from './remote-modules';

export type RoleNavLoader = (role: Role) => Promise<RoleNavLink[]>;

export type RoleNav = {
  /** The sidebar's links; `null` while the remote's navigation is still loading. */
  links: RoleNavLink[] | null;
  /** Loads the navigation again if it failed (the area's Retry). */
  retry: () => void;
};

/**
 * The role's sidebar as its remote declares it, loaded when the portal opens. A remote that cannot be
 * loaded leaves the shell's own links (Profile); its screens show the Retry panel.
 */
export function useRoleNav(role: Role, loader: RoleNavLoader = loadRoleNav): RoleNav {
  const query = useQuery({
    queryKey: ['remote-nav', role] as const,
    queryFn: () => loader(role),
    // Loaded already by the page's early start: the sidebar is drawn in the area's first render.
    initialData: loader === loadRoleNav ? () => loadedRoleNav(role) : undefined,
    // A deployed bundle's links do not change while the page lives; a new bundle comes with a reload.
    staleTime: Infinity,
    retry: false,
  });
  return {
    links: query.isPending ? null : sidebarLinks(query.data ?? []),
    retry: () => {
      if (query.isError) void query.refetch();
    },
  };
}
