import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

export const NUL_MESSAGE = 'The request contains a character that is not allowed (U+0000)';

/**
 * Where the first NUL character sits in a value (a key or a string), as 'contacts.0.name', or null.
 * Iterative: a body may be nested thousands of levels deep on routes that declare no body schema.
 */
export function findNulCharacter(root: unknown): string | null {
  // Each entry points at its parent: the path is spelled out only for the value that has a NUL.
  type Entry = { value: unknown; key: string; parent: Entry | null };
  const pathOf = (entry: Entry | null, last?: string) => {
    const keys = last === undefined ? [] : [last];
    for (let at = entry; at?.parent; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.');
  };
  const stack: Entry[] = [{ value: root, key: '', parent: null }];
  while (stack.length) {
    const entry = stack.pop()!;
    if (typeof entry.value === 'string') {
      if (entry.value.includes('\u0000')) return pathOf(entry);
    } else if (entry.value && typeof entry.value === 'object') {
      for (const [key, child] of Object.entries(entry.value)) {
        if (key.includes('\u0000')) return pathOf(entry, '(key)');
        stack.push({ value: child, key, parent: entry });
      }
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL that reached a query was a 500. The shared schemas
 * refuse it field by field with their own words; this net refuses it in any params, query or body
 * value the schemas let through (a raw z.string() in a route added later), before any handler runs.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request and finds nothing almost always.
  app.addHook('preHandler', (request, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const at = findNulCharacter(value);
      if (at !== null) {
        done(
          badRequest(NUL_MESSAGE, [{ field: part === 'body' ? at || 'body' : [part, at].filter(Boolean).join('.'), message: NUL_MESSAGE }]),
        );
        return;
      }
    }
    done();
  });
}
