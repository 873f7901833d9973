import type { ComponentType } from 'react';
import type { Role } from '@firm/shared/domain';
import type { RoleNavLink } from '@firm/shared/ui';
import { readNavLinks } from '../layout/role-nav';
import { loadRoleModule } from './remote-loader';

export { loadRoleModule, type RemoteExpose } from './remote-loader';

export type RemoteRoutesModule = {
  default: ComponentType;
  /**
   * Optional: starts loading the screen at `path` (relative to /dashboard/<role>/, no leading slash)
   * and its first data, before React renders it. The shell calls it as the page opens.
   */
  preload?: (path: string) => void;
};

export async function loadRoleRoutes(role: Role): Promise<RemoteRoutesModule> {
  const mod = (await loadRoleModule(role, 'routes')) as Partial<RemoteRoutesModule>;
  if (!mod.default) throw new Error(`The ${role} area did not provide its screens`);
  return mod as RemoteRoutesModule;
}

export async function loadRoleNav(role: Role): Promise<RoleNavLink[]> {
  return readNavLinks(await loadRoleModule(role, 'nav'));
}
