import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { ROLES, type Role } from '@firm/shared/domain/auth';
import type { AppConfig } from './config';
import { declarePublicScope } from './route-access';
import { errorBody } from './errors';
import { builtManifestReader, remoteHints, roleOfPage, withHints } from './remote-hints';

// Paths may end in .br or .gz: preCompressed serves those files in place of the original.
const HASHED = /\.[0-9a-f]{10}\.(js|css|png|jpe?g|svg|webp|woff2?)(\.br|\.gz)?$/;
const ALWAYS_REVALIDATE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-manifest-stats\.json)(\.br|\.gz)?$/;

function setCacheHeaders(res: { setHeader: (name: string, value: string) => unknown }, filePath: string) {
  if (HASHED.test(filePath)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else if (ALWAYS_REVALIDATE.test(filePath)) res.setHeader('Cache-Control', 'no-cache');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
}

/** Role → URL of its manifest: the configured one, or the bundle this server serves itself. */
export function remotesManifest(config: AppConfig): Record<Role, string> {
  const entries = ROLES.map((role) => [role, config.remoteUrls[role] ?? `/remotes/${role}/mf-manifest.json`]);
  return Object.fromEntries(entries) as Record<Role, string>;
}

/** The id of the `<script type="application/json">` the shell reads the remotes from (shell/src/remotes/remote-registry.ts). */
export const INLINE_REMOTES_ID = 'firm-remotes';

/**
 * The shell's index.html with /remotes.json's answer written into it, so the page starts loading its
 * role's remote without first asking for the list. The file stays the build's own (a new build is read
 * at the next request); the list is what /remotes.json answers, so a remote's team still deploys alone.
 * A data block is not a script to the CSP; `<` is escaped so no value can close the element.
 */
export function withInlineRemotes(html: string, manifest: Record<string, string>): string {
  const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${INLINE_REMOTES_ID}">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${block}</head>`) : `${block}${html}`;
}

/** The address's path as the public site matches it: any case, no trailing slash, no query. */
function sitePathOf(url: string): string {
  const pathname = url.split(/[?#]/)[0]!;
  return pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
}

/**
 * The public pages prerendered by the build (scripts/prerender-site.ts: shell/dist/site/pages.json,
 * path → file): the page of a path, with /remotes.json's answer written in, or null for any other path
 * (and for a build without them). Read again when pages.json's modification time moves.
 */
export function prerenderedPages(shellDist: string, manifest: Record<string, string>): (url: string) => string | null {
  const dir = path.join(shellDist, 'site');
  const list = path.join(dir, 'pages.json');
  let cache: { mtimeMs: number; pages: Map<string, string> } | null = null;
  return (url) => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(list).mtimeMs;
    } catch {
      return null;
    }
    if (cache?.mtimeMs !== mtimeMs) {
      const files = JSON.parse(fs.readFileSync(list, 'utf8')) as Record<string, string>;
      const pages = new Map<string, string>();
      for (const [pagePath, file] of Object.entries(files)) {
        pages.set(pagePath, withInlineRemotes(fs.readFileSync(path.join(dir, path.basename(file)), 'utf8'), manifest));
      }
      cache = { mtimeMs, pages };
    }
    return cache.pages.get(sitePathOf(url)) ?? null;
  };
}

/** Serves the shell (with SPA fallback), each remote under /remotes/<role>/, and /remotes.json. */
export async function staticSite(app: FastifyInstance, config: AppConfig) {
  const shellIndex = path.join(config.shellDist, 'index.html');
  const manifest = remotesManifest(config);
  const builtManifest = builtManifestReader(config.remoteDist);
  // index.html changes only with a build: read again when its modification time moves. A role's area
  // gets its own page (the same one with preload hints for the role's remote, see remote-hints.ts),
  // made again when index.html or the role's manifest changes.
  let page: { mtimeMs: number; raw: string; html: string } | null = null;
  const rolePages = new Map<Role, { key: string; html: string }>();
  const shellPage = (role: Role | null): string | null => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(shellIndex).mtimeMs;
    } catch {
      return null;
    }
    if (page?.mtimeMs !== mtimeMs) {
      const raw = fs.readFileSync(shellIndex, 'utf8');
      page = { mtimeMs, raw, html: withInlineRemotes(raw, manifest) };
    }
    if (role === null) return page.html;
    // A configured remote is another build than the one in our dist: its manifest is hinted, not read.
    // A remote of ours that is not built gets no hints (they would only fetch 404s).
    const elsewhere = Boolean(config.remoteUrls[role]);
    const built = elsewhere ? { mtimeMs: 0, manifest: null } : builtManifest(role);
    const key = `${mtimeMs}:${built.mtimeMs}`;
    let rolePage = rolePages.get(role);
    if (rolePage?.key !== key) {
      const hints = elsewhere || built.manifest ? remoteHints(manifest[role], built.manifest) : '';
      rolePage = { key, html: withInlineRemotes(withHints(page.raw, hints), manifest) };
      rolePages.set(role, rolePage);
    }
    return rolePage.html;
  };

  app.get(
    '/remotes.json',
    { config: { access: 'public' }, schema: { response: { 200: z.record(z.string(), z.string()) } } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-cache').header('Access-Control-Allow-Origin', '*');
      return manifest;
    },
  );

  for (const role of ROLES) {
    const root = config.remoteDist(role);
    if (!fs.existsSync(root)) continue;
    await app.register(async (scope) => {
      declarePublicScope(scope);
      scope.addHook('onSend', async (_req, reply) => {
        // A shell on another origin fetches manifests and chunks from here.
        reply.header('Access-Control-Allow-Origin', '*');
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      });
      await scope.register(fastifyStatic, {
        root,
        prefix: `/remotes/${role}/`,
        decorateReply: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: setCacheHeaders,
        index: false,
      });
    });
  }

  if (fs.existsSync(config.shellDist)) {
    await app.register(async (scope) => {
      declarePublicScope(scope);
      await scope.register(fastifyStatic, {
        root: config.shellDist,
        prefix: '/',
        preCompressed: true,
        cacheControl: false,
        setHeaders: setCacheHeaders,
        index: false,
      });
    });
  }

  const sitePages = prerenderedPages(config.shellDist, manifest);
  const sendShell = (reply: FastifyReply, url: string) => {
    const html = sitePages(url) ?? shellPage(roleOfPage(url));
    if (html === null) return reply.code(503).type('text/plain').send('The portal has not been built yet: run `npm start`.');
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_req, reply) => sendShell(reply, '/'));

  app.setNotFoundHandler((req, reply) => {
    const wantsPage = req.method === 'GET' && !req.url.startsWith('/api/') && !/\.[a-z0-9]+($|\?)/i.test(req.url);
    if (wantsPage) return sendShell(reply, req.url);
    return reply.code(404).send(errorBody('Resource not found', 'NOT_FOUND'));
  });
}
