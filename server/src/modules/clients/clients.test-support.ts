import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Driver } from '../../test/test-database';
import { bearer, seedOrganization, type SeededOrganization } from '../../test/fixtures';
import { manualClock } from '../../platform/clock';
import { clientContacts, clients } from '../../db/schema';

// What the client route tests share: a valid body, an app with two firms, and row counts to prove
// that a refused request wrote nothing.

export type Body = Record<string, unknown> & { contacts: Record<string, unknown>[]; address: Record<string, unknown> };

export function clientBody(overrides: Partial<Body> = {}): Body {
  return {
    client_name: 'Deccan Spices Private Limited',
    client_code: '',
    address: { street: '14 Laxmi Road', city: 'Pune', state: 'Maharashtra', pincode: '411030', country: 'India' },
    phone: '2024456789',
    email: 'Office@DeccanSpices.in',
    gst_number: '27AAPFU0939F1ZV',
    cin: 'U15400MH2011PTC123456',
    is_active: true,
    client_type: 'private_limited',
    contacts: [
      { name: 'Anil Deshpande', role: 'Director', email: 'anil@deccanspices.in', phone: '9811111111', is_active: true },
      { name: 'Sneha Kulkarni', role: 'Accounts', email: 'sneha@deccanspices.in', phone: '9822222222', is_active: true },
    ],
    ...overrides,
  };
}

export type ClientsTestContext = {
  t: TestApp;
  org: SeededOrganization;
  other: SeededOrganization;
  clock: ReturnType<typeof manualClock>;
  post: (payload: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  put: (id: number, payload: unknown) => Promise<LightMyRequestResponse>;
  get: (url: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  counts: () => Promise<{ clients: number; contacts: number }>;
};

/** Registers beforeAll/afterAll for the enclosing describe; the fields are ready inside the tests. */
export function clientsTestContext(driver: Driver): ClientsTestContext {
  const c = { clock: manualClock(new Date('2026-11-21T10:00:00Z')) } as ClientsTestContext;
  const asAdmin = () => bearer(c.t.app, c.org.users.admin);
  c.post = (payload, headers = asAdmin()) => c.t.app.inject({ method: 'POST', url: '/api/clients/', headers, payload: payload as object });
  c.put = (id, payload) => c.t.app.inject({ method: 'PUT', url: `/api/clients/${id}`, headers: asAdmin(), payload: payload as object });
  c.get = (url, headers = asAdmin()) => c.t.app.inject({ method: 'GET', url, headers });
  c.counts = async () => {
    const [k] = await c.t.app.db.select({ n: sql<number>`count(*)::int` }).from(clients);
    const [n] = await c.t.app.db.select({ n: sql<number>`count(*)::int` }).from(clientContacts);
    return { clients: Number(k!.n), contacts: Number(n!.n) };
  };
  beforeAll(async () => {
    c.t = await createTestApp(driver, { clock: c.clock });
    c.org = await seedOrganization(c.t.app.db, { name: 'Kapoor Iyer & Co.' });
    c.other = await seedOrganization(c.t.app.db, { name: 'Other Firm' });
  });
  afterAll(() => c.t.close());
  return c;
}
