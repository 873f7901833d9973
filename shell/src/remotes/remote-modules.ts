import type { ComponentType } from 'react';
import type { Role } from '@firm/shared/domain/auth';
import type { RoleNavLink } from '@firm/shared/ui';
import { readNavLinks } from '../layout/role-nav';
import { loadedRoleModule, loadRoleModule } from './remote-loader';

export { loadRoleModule, type RemoteExpose } from './remote-loader';

export type RemoteRoutesModule = {
  default: ComponentType;
  /**
   * Optional: starts loading the screen at `path` (relative to /dashboard/<role>/, no leading slash)
   * and its first data, before React renders it. The shell calls it as the page opens.
   */
  preload?: (path: string) => void | Promise<void>;
};

export async function loadRoleRoutes(role: Role): Promise<RemoteRoutesModule> {
  const mod = (await loadRoleModule(role, 'routes')) as Partial<RemoteRoutesModule>;
  if (!mod.default) throw new Error(`The ${role} area did not provide its screens`);
  return mod as RemoteRoutesModule;
}

/** The role's screens if they have loaded already (the page's early start), else undefined. */
export function loadedRoleRoutes(role: Role): RemoteRoutesModule | undefined {
  const mod = loadedRoleModule(role, 'routes') as Partial<RemoteRoutesModule> | undefined;
  return mod?.default ? (mod as RemoteRoutesModule) : undefined;
}

/** The role's navigation if it has loaded already, else undefined. */
export function loadedRoleNav(role: Role): RoleNavLink[] | undefined {
  const mod = loadedRoleModule(role, 'nav');
  if (mod === undefined) return undefined;
  try {
    return readNavLinks(mod);
  } catch {
    return undefined;
  }
}

export async function loadRoleNav(role: Role): Promise<RoleNavLink[]> {
  return readNavLinks(await loadRoleModule(role, 'nav'));
}
