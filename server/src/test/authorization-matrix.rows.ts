import type { RouteOptions } from 'fastify';
import { ROLES, type Role } from '@firm/shared/domain/auth';
import type { SeededOrganization, UserRow } from './fixtures';
import type { SeededRecords } from './seeded-records';

// The vocabulary of the authorization matrix: a row per route, written beside its module
// (`<module>.authz.test-support.ts`), and the rule that turns a row into the status each caller gets.
// authorization-matrix.test.ts gathers every module's rows and calls them.

export type Actor = Role | 'anonymous';
export const ACTORS: readonly Actor[] = [...ROLES, 'anonymous'];

export type Firm = SeededOrganization &
  SeededRecords & {
    secondAdmin: UserRow;
    invoiceNumber: string;
    /** A document request nothing was uploaded to. */
    emptyDocumentRequestId: number;
  };
export type World = { own: Firm; other: Firm; refreshTokens: Partial<Record<Actor, string>>; next: () => number };
/** `firm` is where the row's record lives: the caller's own organisation or the other one. */
export type Cell = { world: World; actor: Actor; firm: Firm; me: Firm };

export type RouteRow = {
  /** Starts with the method and the path of the route the row calls: the coverage check reads them there. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (c: Cell) => string;
  body?: (c: Cell) => object;
  /** A multipart/form-data body instead of JSON (uploads). */
  form?: (c: Cell) => { payload: Buffer; headers: Record<string, string> };
  /** Roles that succeed; 'public' for calls without a token. */
  allow: readonly Role[] | 'public';
  /** Success status (default 200). */
  ok?: number;
  /**
   * 'role': the role is checked first (403), then the record is looked up in the caller's firm (404).
   * 'record': the record is looked up first, so another firm's record is 404 for every signed-in caller.
   * Absent: the call names no record and has no other-organisation cell.
   */
  record?: 'role' | 'record';
  /** Cells whose status differs from the rule above, with the reason in the row's name. */
  except?: Partial<Record<Actor, number | number[]>>;
  /** A Cookie header for the call (the refresh token travels only there). */
  cookie?: (c: Cell) => string | undefined;
  /** The call ends the caller's session: it runs with a session of its own, so later rows keep theirs. */
  endsSession?: true;
  /** Each cell calls from its own address (the call has a per-IP limit lower than the cell count). */
  ownAddress?: true;
};

/** The rows of a master-data list at `path`: staff read it and one record (`recordId`), admins add and change. */
export function masterDataRows(path: string, recordId: (c: Cell) => number, body: (c: Cell) => object): RouteRow[] {
  const staff = ['admin', 'supervisor', 'employee'] as const;
  const record = (c: Cell) => `${path}/${recordId(c)}`;
  return [
    { name: `GET ${path}`, method: 'GET', url: () => `${path}?include_inactive=true`, allow: staff },
    { name: `GET ${path}/:id`, method: 'GET', url: record, allow: staff, record: 'role' },
    { name: `POST ${path}`, method: 'POST', url: () => path, body, allow: ['admin'], ok: 201 },
    { name: `PUT ${path}/:id`, method: 'PUT', url: record, body, allow: ['admin'], record: 'role' },
  ];
}

/** The staff role whose records an actor's cells use; an anonymous caller knocks on the employee's door. */
export const staffRole = (actor: Actor): Exclude<Role, 'client'> => (actor === 'anonymous' || actor === 'client' ? 'employee' : actor);
export const staffId = (c: Cell) => c.me.users[staffRole(c.actor)].id;
export const selfInFirm = (c: Cell) => (c.actor === 'client' ? c.firm.contacts[0].id : c.firm.users[staffRole(c.actor)].id);

export function expected(row: RouteRow, actor: Actor, firm: 'own' | 'other'): number[] {
  const override = row.except?.[actor];
  if (override !== undefined) return ([] as number[]).concat(override);
  if (row.allow === 'public') return [row.ok ?? 200];
  if (actor === 'anonymous') return [401];
  const allowed = row.allow.includes(actor);
  if (firm === 'other') return [row.record === 'role' && !allowed ? 403 : 404];
  return [allowed ? (row.ok ?? 200) : 403];
}

/** Every row × every caller × own firm (and the other firm when the row names a record), as it.each rows. */
export function matrixCells(rows: readonly RouteRow[]) {
  return rows.flatMap((row) =>
    ACTORS.flatMap((actor) =>
      (row.record ? (['own', 'other'] as const) : (['own'] as const)).map((firm) => {
        const statuses = expected(row, actor, firm);
        return [row.name, actor, firm, statuses.join(' or '), row, statuses] as const;
      }),
    ),
  );
}

/** 'GET /api/x' per method of each route; a HEAD beside a GET of the same path is left out (same access). */
export function routeKeys(table: RouteOptions[]): string[] {
  const keys = table.flatMap((route) => ([] as string[]).concat(route.method).map((m) => `${m} ${route.url}`));
  return keys.filter((key) => !key.startsWith('HEAD ') || !keys.includes(key.replace(/^HEAD /, 'GET ')));
}

/** The route a row calls: its name's method and path, without the query string. */
export const rowKey = (row: RouteRow) => row.name.split(' ').slice(0, 2).join(' ').replace(/\?.*$/, '');
