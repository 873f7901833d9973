import type { RouteOptions } from 'fastify';

// What the fuzz test learns from the app's own route table: which calls to attack and where their
// inputs are (path params, query keys, body shape), read from the zod schemas the routes declare.

export type FuzzTarget = {
  method: string;
  url: string;
  params: string[];
  queryKeys: string[];
  /** A body of the declared shape with harmless values, for routes the samples do not cover. */
  skeleton: unknown;
  hasBody: boolean;
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Def = {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  element?: unknown;
  options?: unknown[];
  entries?: Record<string, unknown>;
  values?: unknown[];
};

function defOf(schema: unknown): Def | undefined {
  return (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;
}

/** The object schema inside wrappers (optional, default, preprocess, transform pipes), if any. */
function objectShape(schema: unknown, depth = 0): Record<string, unknown> | undefined {
  const def = defOf(schema);
  if (!def || depth > 10) return undefined;
  if (def.type === 'object') return def.shape;
  for (const inner of [def.innerType, def.in, def.out]) {
    const shape = inner ? objectShape(inner, depth + 1) : undefined;
    if (shape) return shape;
  }
  return undefined;
}

/** A value of the schema's shape: strings 'Sample', numbers 1, the first enum value. */
export function skeletonOf(schema: unknown, depth = 0): unknown {
  const def = defOf(schema);
  if (!def || depth > 10) return 'Sample';
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, value]) => [key, skeletonOf(value, depth + 1)]));
    case 'array':
      return [skeletonOf(def.element, depth + 1)];
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'union':
      return skeletonOf(def.options?.[0], depth + 1);
    case 'pipe':
      return defOf(def.in)?.type === 'transform' ? skeletonOf(def.out, depth + 1) : skeletonOf(def.in, depth + 1);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return skeletonOf(def.innerType, depth + 1);
    default:
      return 'Sample';
  }
}

/** Every write route and every route with a path parameter or a query schema, one entry per method. */
export function fuzzTargets(routes: RouteOptions[]): FuzzTarget[] {
  const targets: FuzzTarget[] = [];
  for (const route of routes) {
    const methods = ([] as string[]).concat(route.method).filter((method) => method !== 'HEAD' && method !== 'OPTIONS');
    const params = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    const schema = (route.schema ?? {}) as { querystring?: unknown; body?: unknown };
    const queryKeys = Object.keys(objectShape(schema.querystring) ?? {});
    for (const method of methods) {
      if (!WRITES.has(method) && params.length === 0 && queryKeys.length === 0) continue;
      targets.push({
        method,
        url: route.url,
        params,
        queryKeys,
        skeleton: schema.body ? skeletonOf(schema.body) : {},
        hasBody: WRITES.has(method),
      });
    }
  }
  return targets;
}

/** 'PUT /api/clients/:id' */
export const targetName = (target: Pick<FuzzTarget, 'method' | 'url'>) => `${target.method} ${target.url}`;
