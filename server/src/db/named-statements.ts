import { parse, protocol, type PGlite } from '@electric-sql/pglite';

const { serialize } = protocol;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];
type Described = { paramTypes: number[]; rowDescription: BackendMessage | undefined };
type Statement = { name: string; described?: Promise<Described> };

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    message.set(part, at);
    at += part.length;
  }
  return message;
}

const registries = new WeakMap<object, Map<string, Statement>>();

/**
 * Named statements on PGlite. Its query() parses, plans and describes the text on every call, in
 * six protocol calls (measured: ~0.30 ms of CPU for the account check's join, ~0.12 ms for
 * `select 1`); a statement parsed once under a name then costs one Bind/Execute/Sync exchange per
 * call (~0.04 ms). Drizzle's PGlite driver ignores `.prepare(name)`'s name, so the texts named with
 * `nameStatement` are caught here: `db`'s query() runs them as named statements, under PGlite's own
 * locks, and answers as query() does (same parsers, same row mode). Only reads outside transactions
 * pass here (a transaction queries through its own object), so nothing needs syncing to disk.
 */
export function runNamedStatements(pglite: PGlite, db: object): void {
  const statements = new Map<string, Statement>();
  registries.set(db, statements);
  const exclusive = <T>(run: () => Promise<T>) => pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(run));
  const exchange = (parts: Uint8Array[]) => exclusive(() => pglite.execProtocol(concat(parts), { syncToFs: false }));
  const describe = (statement: Statement, text: string) =>
    (statement.described ??= exchange([
      serialize.parse({ name: statement.name, text }),
      serialize.describe({ type: 'S', name: statement.name }),
      serialize.sync(),
    ]).then(
      ({ messages }) => ({
        paramTypes: parse.parseDescribeStatementResults(messages),
        rowDescription: messages.find((m) => m.name === 'rowDescription'),
      }),
      (error: unknown) => {
        statement.described = undefined;
        throw error;
      },
    ));
  const tail = [serialize.execute({}), serialize.sync()];
  // PGlite's result parser spreads every type parser of the engine into a new object on each call
  // that brings its own parsers (Drizzle's do: ~10% of the server's CPU on a small list). Worked out
  // once per options object instead: its parsers over the engine's, by prototype, so that array
  // types the engine registers later are still found.
  type Options = Parameters<PGlite['query']>[2];
  type Parsing = { parsers: typeof pglite.parsers; options: Options };
  const parsing = new WeakMap<object, Parsing>();
  const parsingFor = (options: Options): Parsing => {
    if (!options?.parsers) return { parsers: pglite.parsers, options };
    let found = parsing.get(options);
    if (!found) {
      const { parsers, ...rest } = options;
      const merged = Object.assign(Object.create(pglite.parsers) as typeof pglite.parsers, parsers);
      parsing.set(options, (found = { parsers: merged, options: rest }));
    }
    return found;
  };
  const query = pglite.query.bind(pglite);
  const named = async (text: string, params: unknown[] = [], options?: Parameters<PGlite['query']>[2]) => {
    const statement = statements.get(text);
    if (!statement) return query(text, params, options);
    const { paramTypes, rowDescription } = await describe(statement, text);
    // As query() writes them: the type's serializer, else the value's text.
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await exchange([serialize.bind({ statement: statement.name, values }), ...tail]);
    const { parsers, options: rest } = parsingFor(options);
    return parse.parseResults(rowDescription ? [rowDescription, ...messages] : messages, parsers, rest)[0]!;
  };
  pglite.query = named as PGlite['query'];
}

/** Runs `text` on `db` as the named statement `name` from now on (on PGlite; elsewhere nothing to do). */
export function nameStatement(db: object, name: string, text: string): void {
  const statements = registries.get(db);
  if (statements && !statements.has(text)) statements.set(text, { name });
}

/**
 * `query.prepare(name)`, and on PGlite the statement named too: on PostgreSQL node-postgres parses a
 * named statement once per connection; on PGlite `runNamedStatements` does it once.
 */
export function prepareNamed<P extends { getQuery: () => { sql: string } }>(
  db: object,
  name: string,
  query: { prepare: (name: string) => P },
): P {
  const statement = query.prepare(name);
  nameStatement(db, name, statement.getQuery().sql);
  return statement;
}
