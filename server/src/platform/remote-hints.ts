import fs from 'node:fs';
import path from 'node:path';
import { ROLES, type Role } from '@firm/shared/domain/auth';
import { escapeHtml } from './html';

// A role's area loads through a chain the browser only discovers step by step: the shell's chunks run,
// the federation runtime fetches the role's manifest, then its remoteEntry and the chunks of `./nav` and
// `./routes`. The server knows all of them when it serves index.html for /dashboard/<role>/..., so the
// page names them in hints and the browser fetches them beside the shell's chunks. Each hint matches the
// request that later uses it (else the browser downloads twice): the runtime fetches the manifest with
// fetch() (cors mode, same-origin credentials: preload `as="fetch" crossorigin`), and loads remoteEntry
// and the chunks with classic <script> tags (not modulepreload, which is for module scripts).

/** The exposes the shell loads as a role's area opens (shell/src/remotes/preload-role-area.ts). */
const EARLY_EXPOSES = ['./nav', './routes'];

type ManifestAssets = { js?: { sync?: unknown }; css?: { sync?: unknown } };
type BuiltManifest = {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: ManifestAssets }[];
};

/** The role whose area `url` opens, or null: only a known role's name is ever taken from the address. */
export function roleOfPage(url: string): Role | null {
  const name = /^\/dashboard\/([a-z]+)(?:[/?#]|$)/.exec(url)?.[1];
  return name && (ROLES as readonly string[]).includes(name) ? (name as Role) : null;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

// Scripts are prefetched, not preloaded: Chromium hands a failed <link rel="preload" as="script"> to
// every later <script> of that URL in the page, so after an outage of the remote its Retry kept failing
// (e2e/tests/federation.spec.ts). A prefetch fills the HTTP cache, which keeps no failure: the hashed
// chunks are then taken from it, the no-cache remoteEntry.js revalidated (a 304). The manifest stays a
// preload (fetch() takes it; that spec passes with it).
const link = (href: string, as: 'fetch' | 'script' | 'style') =>
  as === 'fetch'
    ? `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin>`
    : `<link rel="prefetch" href="${escapeHtml(href)}" as="${as}">`;

/**
 * The hints of one role's area: its manifest, and, when the manifest is a build this server holds
 * (`built`, read from the role's dist), its remoteEntry and the synchronous chunks of `./nav` and
 * `./routes`, resolved as the runtime resolves them (next to the manifest when publicPath is 'auto').
 */
export function remoteHints(manifestUrl: string, built: BuiltManifest | null): string {
  const hints = [link(manifestUrl, 'fetch')];
  const meta = built?.metaData;
  if (!meta) return hints.join('');
  const base =
    meta.publicPath === 'auto'
      ? manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1)
      : typeof meta.publicPath === 'string'
        ? meta.publicPath
        : null;
  // A publicPath computed in the browser (getPublicPath) is not known here: the manifest's hint only.
  if (base === null) return hints.join('');
  const entryName = meta.remoteEntry?.name;
  const entryPath = typeof meta.remoteEntry?.path === 'string' ? meta.remoteEntry.path : '';
  if (typeof entryName === 'string' && entryName)
    hints.push(link(`${base}${entryPath ? `${entryPath.replace(/\/$/, '')}/` : ''}${entryName}`, 'script'));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const expose of built.exposes ?? []) {
    if (typeof expose.path !== 'string' || !EARLY_EXPOSES.includes(expose.path)) continue;
    strings(expose.assets?.js?.sync).forEach((file) => scripts.add(file));
    strings(expose.assets?.css?.sync).forEach((file) => styles.add(file));
  }
  scripts.forEach((file) => hints.push(link(`${base}${file}`, 'script')));
  styles.forEach((file) => hints.push(link(`${base}${file}`, 'style')));
  return hints.join('');
}

/** Puts `hints` at the end of the page's head: after the shell's own script, which the browser still asks for first. */
export function withHints(html: string, hints: string): string {
  if (!hints) return html;
  return html.includes('</head>') ? html.replace('</head>', `${hints}</head>`) : `${hints}${html}`;
}

/**
 * Reads a role's built manifest (`<dist>/mf-manifest.json`), again only when its modification time moves
 * (a new build): null when there is none (the role is not built, or served from elsewhere) or it is unreadable.
 */
export function builtManifestReader(distOf: (role: Role) => string) {
  const cache = new Map<Role, { mtimeMs: number; manifest: BuiltManifest | null }>();
  return (role: Role): { mtimeMs: number; manifest: BuiltManifest | null } => {
    const file = path.join(distOf(role), 'mf-manifest.json');
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return { mtimeMs: 0, manifest: null };
    }
    const known = cache.get(role);
    if (known?.mtimeMs === mtimeMs) return known;
    let manifest: BuiltManifest | null;
    try {
      const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
      manifest = parsed && typeof parsed === 'object' ? (parsed as BuiltManifest) : null;
    } catch {
      // Half written by a build in progress: no hints until it is whole (its mtime moves again).
      manifest = null;
    }
    const read = { mtimeMs, manifest };
    cache.set(role, read);
    return read;
  };
}
