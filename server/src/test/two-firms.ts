import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { bearer, seedOrganization, type SeededOrganization, type UserRow } from './fixtures';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';
import type { Driver } from './test-database';

export type TwoFirms = { t: TestApp; org: SeededOrganization; other: SeededOrganization };

export type TwoFirmsOptions = {
  /** `each`: fresh firms before every test, for tests that change the firms' users or rows. */
  seed?: 'once' | 'each';
  app?: TestAppOptions;
};

/**
 * Registers hooks on the enclosing describe: a test app with two firms, ours ('Kapoor Iyer & Co.') and
 * 'Other Firm', whose rows ours must never see. The hooks fill the three objects in place, so the
 * describe destructures them once and its tests read them.
 */
export function twoFirms(driver: Driver, options: TwoFirmsOptions = {}): TwoFirms {
  const world: TwoFirms = { t: {} as TestApp, org: {} as SeededOrganization, other: {} as SeededOrganization };
  const seed = async () => {
    Object.assign(world.org, await seedOrganization(world.t.app.db, { name: 'Kapoor Iyer & Co.' }));
    Object.assign(world.other, await seedOrganization(world.t.app.db, { name: 'Other Firm' }));
  };
  const each = options.seed === 'each';
  beforeAll(async () => {
    Object.assign(world.t, await createTestApp(driver, options.app));
    if (!each) await seed();
  });
  if (each) beforeEach(seed);
  afterAll(() => world.t.close());
  return world;
}

/** A GET of `url` as our admin unless `who` says otherwise. */
export function getCall({ t, org }: TwoFirms) {
  return (url: string, who = org.users.admin) => t.app.inject({ url, headers: bearer(t.app, who) });
}

/** Calls on one resource (`url`), as our admin unless `who` says otherwise, and its `table`'s row count. */
export function resourceCalls(world: TwoFirms, url: string, table: PgTable) {
  const { t, org } = world;
  const as = (who: UserRow) => bearer(t.app, who);
  return {
    post: (payload: object, who = org.users.admin) => t.app.inject({ method: 'POST', url, headers: as(who), payload }),
    put: (id: number, payload: object, who = org.users.admin) =>
      t.app.inject({ method: 'PUT', url: `${url}/${id}`, headers: as(who), payload }),
    get: getCall(world),
    count: () => countRows(t.app.db, table),
  };
}

/** How many rows `table` holds, every firm's. */
export async function countRows(db: Db, table: PgTable): Promise<number> {
  return Number((await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n);
}

/** The 400 of a value already taken: the message, its code, and the field that carries it. */
export function takenAnswer(field: string, message: string, code: string) {
  return { success: false, message, code, errors: [{ field, message, code }] };
}
