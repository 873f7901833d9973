import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode } from 'zod/v4/core';
import { isListQuerySchema, LIST_WHOLE_CAP } from '@firm/shared/domain/list';
import { parseRupees } from '@firm/shared/domain/money';
import { badRequest } from './errors';
import { SPEC_NAMES, type AnswerAlias, type RequestAlias, type RouteNames } from './spec-names.table';

// The calls of spec 01 §7 and spec 02 §7 name and measure some fields otherwise than we do (rupees and
// percent where we keep integer paise and basis points, `taskname` for `task_name`, ...). A client
// written against those tables (the older browser, a script) is served here, at the edge, from one
// declarative table (spec-names.table.ts): the routes, services and screens keep our names, and every
// answer of a listed route carries both. A request may use either name; both with different values
// is refused. Nothing here knows a route beyond what the table says.

const CONFLICT = (documented: string, ours: string) => `Send either ${documented} or ${ours}, not both with different values`;

/** Rupees as sent (a number or its text, at most two decimals) → paise, read as decimal text, never through a float. */
export function paiseOfRupees(value: unknown): { ok: true; paise: number } | { ok: false; message: string } {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'x') : typeof value === 'string' ? value : 'x';
  // String(n) of a JS number is its shortest exact decimal: 12345.67 → '12345.67'; 1e21 and 0.1 + 0.2's
  // '0.30000000000000004' are refused (an exponent, more than two decimals) rather than rounded.
  return parseRupees(text);
}

/** Percent as sent (at most two decimals) → basis points, exactly. */
function basisPointsOfPercent(value: unknown): number | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 100_00 ? bp : null;
}

const absent = (value: unknown) => value === undefined || value === null || value === '';

function incoming(body: Record<string, unknown>, documented: string, alias: RequestAlias): void {
  const value = body[documented];
  delete body[documented];
  if (alias.unit === 'ignored') {
    if (!absent(value) && alias.check && !alias.check(value)) {
      throw badRequest(alias.message ?? `${documented} is not valid`, [
        { field: documented, message: alias.message ?? `${documented} is not valid` },
      ]);
    }
    return;
  }
  if (absent(value)) return;
  let ours: unknown = value;
  if (alias.unit === 'rupees') {
    const parsed = paiseOfRupees(value);
    if (!parsed.ok) throw badRequest(parsed.message, [{ field: documented, message: parsed.message }]);
    ours = parsed.paise;
  } else if (alias.unit === 'percent') {
    const bp = basisPointsOfPercent(value);
    if (bp === null)
      throw badRequest('Percentage must be between 0 and 100', [{ field: documented, message: 'Percentage must be between 0 and 100' }]);
    ours = bp;
  }
  const sent = body[alias.ours];
  if (!absent(sent) && sent !== ours) {
    throw badRequest(CONFLICT(documented, alias.ours), [{ field: documented, message: CONFLICT(documented, alias.ours) }]);
  }
  body[alias.ours] = ours;
}

/** preValidation: documented names in the body become ours before the route's schema reads it. */
function requestMapper(names: Record<string, RequestAlias>) {
  return async (request: FastifyRequest) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    for (const [documented, alias] of Object.entries(names)) {
      if (Object.hasOwn(body, documented)) incoming(body as Record<string, unknown>, documented, alias);
    }
  };
}

function outgoing(value: unknown, alias: AnswerAlias): unknown {
  if (typeof value !== 'number') return value;
  if (alias.unit === 'rupees' || alias.unit === 'percent') return value / 100;
  return value;
}

/**
 * Adds the documented names beside ours in every object at any depth (never over a field it has). It writes
 * into the answer zod's encode has just built: encode makes a new object for every z.object and array (only
 * a z.unknown field would hand the handler's own value through; no answer the table lists has one), and
 * adding fields there costs next to nothing, where copying rows or a JSON.stringify replacer (called for
 * every value, off stringify's fast path) made a page of Projects 2-3 times slower to write (measured).
 */
function addNames(value: unknown, aliases: [string, AnswerAlias][]): void {
  if (Array.isArray(value)) {
    for (const item of value) addNames(item, aliases);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const object = value as Record<string, unknown>;
  for (const key in object) {
    const field = object[key];
    if (typeof field === 'object' && field !== null) addNames(field, aliases);
  }
  for (const [ours, alias] of aliases) {
    if (Object.hasOwn(object, ours) && !Object.hasOwn(object, alias.name)) object[alias.name] = outgoing(object[ours], alias);
  }
}

/**
 * The serializer of a listed route: the route's zod schema encodes the answer as everywhere else, then the
 * documented names are added and `copies` put an object of the answer's top where the spec reads it too
 * (`data.pagination`).
 */
function namedSerializer(names: RouteNames): RouteOptions['serializerCompiler'] {
  const aliases = Object.entries(names.answer ?? {});
  const copies = names.copies ?? [];
  return ({ schema, method, url }) => {
    const zod = (schema instanceof $ZodType ? schema : (schema as { properties: $ZodType }).properties) as $ZodType;
    return (data: unknown) => {
      const result = safeEncode(zod, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      const answer = result.data as Record<string, unknown>;
      addNames(answer, aliases);
      for (const { from, to } of copies) {
        const parent = answer[to[0]];
        if (typeof parent === 'object' && parent !== null && !Array.isArray(parent) && answer[from] !== undefined) {
          (parent as Record<string, unknown>)[to[1]] = answer[from];
        }
      }
      return JSON.stringify(answer);
    };
  };
}

/** The OpenAPI description's words for a route's table. */
export function describeNames(names: RouteNames): string {
  const unit = (u: string) => (u === 'rupees' ? ' (rupees)' : u === 'percent' ? ' (percent)' : '');
  const lines: string[] = [];
  const request = Object.entries(names.request ?? {});
  const taken = request.flatMap(([d, a]) => (a.unit === 'ignored' ? [] : [`\`${d}\`${unit(a.unit)} for \`${a.ours}\``]));
  if (taken.length) lines.push(`Also takes the spec's names: ${taken.join(', ')}; both names with different values is a 400.`);
  const ignored = request.filter(([, a]) => a.unit === 'ignored').map(([d, a]) => `\`${d}\` (${a.unit === 'ignored' ? a.why : ''})`);
  if (ignored.length) lines.push(`Accepts and does not apply: ${ignored.join('; ')}.`);
  const answer = Object.entries(names.answer ?? {}).map(([o, a]) => `\`${a.name}\`${unit(a.unit)} beside \`${o}\``);
  if (answer.length) lines.push(`Answers the spec's names too: ${answer.join(', ')}.`);
  for (const { from, to } of names.copies ?? []) lines.push(`\`${to.join('.')}\` repeats \`${from}\`.`);
  if (names.note) lines.push(names.note);
  return lines.join(' ');
}

const WHOLE_LIST_NOTE = `Without \`page\` and \`limit\` (or with \`limit=all\`) the whole list is answered, up to ${LIST_WHOLE_CAP.toLocaleString('en-IN')} rows; \`pagination.has_more\` says when there is more.`;

/** preValidation of a list: a call without `page` and `limit` asks for the whole list (`limit=all`, up to the cap). */
async function wholeListByDefault(request: FastifyRequest, _reply: FastifyReply) {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && query.page === undefined && query.limit === undefined) query.limit = 'all';
}

const withHook = <H>(hooks: H | H[] | undefined, hook: unknown) => [...([] as unknown[]).concat(hooks ?? []), hook] as H[];

/** Adds the table's hooks, serializer and words to each route it lists; call before any route is added. */
export function serveSpecNames(app: FastifyInstance, table: Record<string, RouteNames> = SPEC_NAMES) {
  const seen = new Set<string>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = ([] as string[]).concat(route.method);
    if (methods.includes('HEAD') && !methods.includes('GET')) return;
    const words: string[] = [];
    if (methods.includes('GET') && isListQuerySchema(route.schema?.querystring)) {
      route.preValidation = withHook(route.preValidation, wholeListByDefault);
      words.push(WHOLE_LIST_NOTE);
    }
    for (const method of methods) {
      const names = table[`${method} ${route.url}`];
      if (!names) continue;
      seen.add(`${method} ${route.url}`);
      if (names.request) route.preValidation = withHook(route.preValidation, requestMapper(names.request));
      if (names.answer || names.copies) route.serializerCompiler = namedSerializer(names);
      words.push(describeNames(names));
    }
    if (words.length && route.schema) {
      route.schema = { ...route.schema, description: [route.schema.description, ...words].filter(Boolean).join(' ') };
    }
  });
  // A table entry that names no route would silently do nothing: refuse to start instead.
  app.addHook('onReady', async () => {
    const missing = Object.keys(table).filter((key) => !seen.has(key));
    if (missing.length) throw new Error(`spec-names.table.ts names routes that do not exist: ${missing.join(', ')}`);
  });
}

/** A Project's id as spec 02's screens hold it ('task_12', §5: the number after the underscore). */
const DOCUMENTED_TASK_PATH = /^\/api\/tasks\/task_([1-9]\d{0,9})(?=[/?]|$)/i;

/**
 * fastify's rewriteUrl: an invoice number as issued ('INV/2026-27/0007') in the status path, slashes
 * unencoded, becomes the one path segment the route reads ('INV%2F2026-27%2F0007'); a Project's documented
 * id ('/api/tasks/task_12', the credit-note tax lookup's inv_ → task_) becomes its number.
 */
export function rewriteSpecUrl(url: string): string {
  if (DOCUMENTED_TASK_PATH.test(url)) return url.replace(DOCUMENTED_TASK_PATH, '/api/tasks/$1');
  const match = /^\/api\/invoices\/(.+)\/status(\?.*)?$/.exec(url);
  if (!match || !match[1]!.includes('/')) return url;
  return `/api/invoices/${match[1]!.replace(/\//g, '%2F')}/status${match[2] ?? ''}`;
}
