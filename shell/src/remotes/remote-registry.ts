import { registerRemotes } from '@module-federation/enhanced/runtime';
import { ROLES, type Role } from '@firm/shared/domain/auth';

export type RemoteMap = Partial<Record<Role, string>>;

export type ParsedRemotes = { remotes: RemoteMap; problems: string[] };

/** Container name a role's remote is built with (see remotes/<role>/webpack.config.ts). */
export function containerName(role: Role): string {
  return `firm_${role}`;
}

function isManifestUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    const url = new URL(value, 'http://placeholder.invalid');
    return (url.protocol === 'http:' || url.protocol === 'https:') && /\.json$|remoteEntry\.js$/.test(url.pathname);
  } catch {
    return false;
  }
}

/** Reads /remotes.json's body: a bad entry is reported and left out; the other roles still load. */
export function parseRemotes(body: unknown): ParsedRemotes {
  const problems: string[] = [];
  const remotes: RemoteMap = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { remotes, problems: ['remotes.json must be an object of role → manifest URL'] };
  }
  for (const [key, value] of Object.entries(body)) {
    if (!(ROLES as readonly string[]).includes(key)) {
      problems.push(`Unknown role "${key}" in remotes.json`);
    } else if (!isManifestUrl(value)) {
      problems.push(`Bad URL for role "${key}" in remotes.json`);
    } else {
      remotes[key as Role] = value;
    }
  }
  return { remotes, problems };
}

let loaded: Promise<RemoteMap> | null = null;

/** Id of the data block the server writes /remotes.json's answer into (server/src/platform/static-site.ts). */
export const INLINE_REMOTES_ID = 'firm-remotes';

/** The list the server wrote into the page, or undefined (a page served without it: the dev server, a CDN). */
function inlineRemotes(): unknown {
  const text = typeof document === 'undefined' ? null : document.getElementById(INLINE_REMOTES_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function fetchRemotes(fetcher: typeof fetch): Promise<unknown> {
  return fetcher('/remotes.json', { cache: 'no-cache' }).then((res) => {
    if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
    return res.json() as Promise<unknown>;
  });
}

/**
 * Reads the remotes once (the list the server wrote into the page, else /remotes.json) and registers
 * every valid remote with the federation runtime.
 */
export function loadRemoteMap(fetcher: typeof fetch = fetch): Promise<RemoteMap> {
  const inline = inlineRemotes();
  loaded ??= (inline === undefined ? fetchRemotes(fetcher) : Promise.resolve(inline))
    .then((body: unknown) => {
      const { remotes, problems } = parseRemotes(body);
      problems.forEach((problem) => console.error(problem));
      registerRemotes(
        Object.entries(remotes).map(([role, entry]) => ({ name: containerName(role as Role), entry })),
        { force: true },
      );
      return remotes;
    })
    .catch((error: unknown) => {
      loaded = null;
      throw error;
    });
  return loaded;
}
