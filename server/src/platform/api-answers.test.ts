import type { RouteOptions } from 'fastify';
import { z, type ZodType } from 'zod';
import { apiAnswers, isFileAnswer, type RouteAnswer } from '@firm/shared/domain/api';
import { documentedRoutesApp } from '../test/documented-routes';

// The screens' fake servers check their answers against the domain's table of answers (`apiAnswers`); this
// proves the table says what the routes answer: each route's success statuses, and for each the schema the
// route declares (the same object, or one whose JSON Schema is the same), or the same media types of a file.

type Declared = ZodType | { content?: Record<string, unknown> };

const isZod = (value: unknown): value is ZodType => value instanceof z.ZodType;
const jsonSchemaOf = (schema: ZodType) => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });

/** 'GET /api/clients/' is the prefix's own path: the table spells it without the slash, as the browser calls it. */
const keysOf = (route: RouteOptions) =>
  ([] as string[]).concat(route.method).map((method) => `${method} ${route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url}`);

/** Why the table's answer is not the route's, or null when it is. */
function mismatch(declared: Declared, listed: RouteAnswer | undefined): string | null {
  if (!listed) return 'missing from the table';
  if (isZod(declared)) {
    if (isFileAnswer(listed)) return 'the route answers JSON, the table a file';
    if (listed === declared) return null;
    return JSON.stringify(jsonSchemaOf(listed)) === JSON.stringify(jsonSchemaOf(declared)) ? null : 'a schema other than the route’s';
  }
  if (!isFileAnswer(listed)) return 'the route answers a file, the table JSON';
  const types = Object.keys(declared.content ?? {}).sort();
  return JSON.stringify(types) === JSON.stringify([...listed.file].sort()) ? null : `files of ${types.join(', ')}`;
}

describe('the table of answers the fake servers check against', () => {
  const { documented } = documentedRoutesApp();

  it('has every route the server documents, each with the statuses and schemas of its success answers', () => {
    const problems: string[] = [];
    for (const route of documented()) {
      const response = (route.schema?.response ?? {}) as Record<string, Declared>;
      const statuses = Object.keys(response).filter((status) => /^2\d\d$/.test(status));
      for (const key of keysOf(route)) {
        const listed = apiAnswers[key] as Record<string, RouteAnswer> | undefined;
        if (!listed) {
          problems.push(`${key}: missing from the table`);
          continue;
        }
        const extra = Object.keys(listed).filter((status) => !statuses.includes(status));
        if (extra.length) problems.push(`${key}: the table lists ${extra.join(', ')}, which the route never answers`);
        for (const status of statuses) {
          const why = mismatch(response[status]!, listed[status]);
          if (why) problems.push(`${key} ${status}: ${why}`);
        }
      }
    }
    expect(documented().length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  it('lists no route the server does not have', () => {
    const served = new Set(documented().flatMap(keysOf));
    expect(Object.keys(apiAnswers).filter((key) => !served.has(key))).toEqual([]);
  });
});
