import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Role } from '@firm/shared/domain/auth';
import { containerName, loadRemoteMap } from './remote-registry';

// Kept apart from remote-modules.ts (which reads the navigation with the UI kit): the page's early
// start (preload-role-area.ts) imports only this, so its chunk is small and leaves at once.

/** The modules every role's remote exposes (see remotes/<role>/webpack.config.ts). */
export type RemoteExpose = 'routes' | 'nav';

const pending = new Map<string, Promise<unknown>>();
const resolved = new Map<string, unknown>();

/**
 * The module `loadRoleModule` has loaded already, for a render that needs it now: taken as it is, the
 * screen renders at once instead of suspending for a tick on a promise that has settled.
 */
export function loadedRoleModule(role: Role, expose: RemoteExpose): unknown {
  return resolved.get(`${role}/${expose}`);
}

/**
 * Resolves `<container>/<expose>` of a role through the manifest listed in /remotes.json. A load in
 * flight or done is shared (the page's early start and the screens ask for the same module); a failed
 * one is forgotten, so Retry loads it anew.
 */
export function loadRoleModule(role: Role, expose: RemoteExpose): Promise<unknown> {
  const key = `${role}/${expose}`;
  let load = pending.get(key);
  if (!load) {
    load = resolveRoleModule(role, expose);
    load.then(
      (mod) => resolved.set(key, mod),
      () => pending.delete(key),
    );
    pending.set(key, load);
  }
  return load;
}

async function resolveRoleModule(role: Role, expose: RemoteExpose): Promise<unknown> {
  const remotes = await loadRemoteMap();
  if (!remotes[role]) throw new Error(`No remote is configured for the ${role} area`);
  try {
    const mod = await loadRemote<unknown>(`${containerName(role)}/${expose}`);
    if (!mod) throw new Error(`The ${role} area did not provide its ${expose}`);
    return mod;
  } catch (error) {
    // The runtime remembers a failed container; registering it again makes Retry fetch it anew.
    registerRemotes([{ name: containerName(role), entry: remotes[role]! }], { force: true });
    throw error;
  }
}
