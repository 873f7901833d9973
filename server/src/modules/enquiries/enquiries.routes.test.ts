import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { FIRM } from '@firm/shared/domain/firm';
import { enquiries } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import { listOutbox } from '../../platform/mail';
import { bearer, seedOrganization, type SeededOrganization } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';

const SENT = "Your message has been sent. We'll get back to you soon.";
const message = {
  name: 'Ananya Rao',
  email: 'Ananya@RaoTextiles.in',
  phone: '+91 98200 12345',
  company: 'Rao Textiles',
  service: 'Compliance & ROC',
  message: 'Please quote for our ROC filings.',
};

describe.each(testDrivers())('the contact form’s enquiries (%s)', (driver) => {
  let t: TestApp;
  let site: SeededOrganization;
  let other: SeededOrganization;
  let ip = 0;
  const clock = manualClock();

  beforeAll(async () => {
    t = await createTestApp(driver, { clock, env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'firm-enquiries-')) } });
    other = await seedOrganization(t.app.db, { name: 'Other Firm' });
    site = await seedOrganization(t.app.db, { name: FIRM.name });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    ip += 1;
  });

  const send = (payload: object, remoteAddress = `10.3.0.${ip}`) =>
    t.app.inject({ method: 'POST', url: '/api/enquiries', payload, remoteAddress });
  const list = (query = '', who = site.users.admin) => t.app.inject({ url: `/api/enquiries${query}`, headers: bearer(t.app, who) });
  const setStatus = (id: number, status: string, who = site.users.admin) =>
    t.app.inject({ method: 'PUT', url: `/api/enquiries/${id}/status`, headers: bearer(t.app, who), payload: { status } });
  /** Sends the contact form's message; the first stored enquiry of the site's firm. */
  const sentEnquiry = async () => {
    await send(message);
    return (await t.app.db.select().from(enquiries).where(eq(enquiries.organizationId, site.organization.id)))[0]!;
  };

  it('stores the message for the site’s firm, e-mails the firm and answers with the spec’s text', async () => {
    const res = await send(message);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: SENT });
    expect(res.headers['cache-control']).toBe('no-store');
    const [stored] = await t.app.db.select().from(enquiries).where(eq(enquiries.email, 'ananya@raotextiles.in'));
    expect(stored).toMatchObject({
      organizationId: site.organization.id,
      name: 'Ananya Rao',
      company: 'Rao Textiles',
      service: 'Compliance & ROC',
      status: 'new',
    });
    await t.app.mailer.idle();
    const mail = (await listOutbox(t.app.db, 50_000)).find((m) => m.subject === `New enquiry #${stored!.id} from the website`);
    expect(mail).toMatchObject({ to: FIRM.email });
    expect(mail!.text).toContain('Please quote for our ROC filings.');
    expect(mail!.text).toContain('Email: ananya@raotextiles.in');
    expect(mail!.html).not.toContain('<script');
  });

  it('refuses what the form refuses, with the form’s words, and stores nothing', async () => {
    const before = (await t.app.db.select().from(enquiries)).length;
    const empty = await send({ name: ' ', email: 'ananya@', message: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'message', message: 'Message is required' },
    ]);
    const unknownService = await send({ ...message, service: 'Astrology' });
    expect(unknownService.json().errors).toEqual([{ field: 'service', message: 'Service format is invalid' }]);
    const nul = await send({ ...message, name: 'Ana\u0000nya' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual([{ field: 'name', message: 'Name format is invalid' }]);
    const tooLong = await send({ ...message, message: 'x'.repeat(2001) });
    expect(tooLong.json().errors).toEqual([{ field: 'message', message: 'Message must be no more than 2000 characters' }]);
    const wrongType = await send({ ...message, name: 42 });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().detail[0].loc).toEqual(['body', 'name']);
    expect((await t.app.db.select().from(enquiries)).length).toBe(before);
  });

  it('takes five messages an hour from one address, then says to call or e-mail', async () => {
    const from = '10.4.0.1';
    for (let i = 0; i < 5; i++) expect((await send(message, from)).statusCode).toBe(201);
    const sixth = await send(message, from);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      success: false,
      message: 'Too many messages from this connection. Please try again later, or call or e-mail us.',
      code: 'RATE_LIMITED',
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(message, '10.4.0.2')).statusCode).toBe(201);
    clock.advance(60 * 60 * 1000);
    expect((await send(message, from)).statusCode).toBe(201);
  });

  it('lists the firm’s enquiries newest first, a page at a time, filtered by status, on the list contract', async () => {
    for (const name of ['First Sender', 'Second Sender', 'Third Sender']) {
      await send({ ...message, name });
      clock.advance(1000);
    }
    const firstPage = await list('?page=1&limit=2');
    expect(firstPage.statusCode).toBe(200);
    const body = firstPage.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'pagination', 'success', 'summary']);
    const all = body.summary.total;
    expect(all).toBeGreaterThanOrEqual(3);
    expect(body.pagination).toEqual({ page: 1, limit: 2, total: all, pages: Math.ceil(all / 2) });
    expect(body.data.enquiries.map((e: { name: string }) => e.name)).toEqual(['Third Sender', 'Second Sender']);
    expect(body.data.enquiries[0]).toEqual({
      id: expect.any(Number),
      name: 'Third Sender',
      email: 'ananya@raotextiles.in',
      phone: '+91 98200 12345',
      company: 'Rao Textiles',
      service: 'Compliance & ROC',
      message: 'Please quote for our ROC filings.',
      status: 'new',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect((await list('?page=2&limit=2')).json().data.enquiries[0].name).toBe('First Sender');
    const third = body.data.enquiries[0].id;
    const updated = await setStatus(third, 'replied');
    expect(updated.json()).toMatchObject({
      success: true,
      message: 'Enquiry updated successfully',
      data: { id: third, status: 'replied' },
    });
    const replied = (await list('?status=replied')).json();
    expect(replied.data.enquiries.map((e: { id: number }) => e.id)).toEqual([third]);
    // No page or limit asked: the whole list, up to LIST_WHOLE_CAP.
    expect(replied.pagination).toEqual({ page: 1, limit: 1000, total: 1, pages: 1, has_more: false });
    // The counts cover every status, whatever the filter: the screen's count line.
    expect(replied.summary).toEqual({ counts_by_status: { new: all - 1, replied: 1, closed: 0 }, total: all });
    expect((await list('?status=closed')).json()).toMatchObject({ data: { enquiries: [] }, pagination: { total: 0, pages: 0 } });
    expect((await list('?status=')).json().pagination.total).toBe(all);
  });

  it('searches name, e-mail, phone, company and message (contains, any case, wildcards literal) and sorts by a whitelisted key', async () => {
    await send({
      ...message,
      name: 'Zubin Mistry',
      email: 'zubin@mistry.example',
      phone: '022 4000 1234',
      company: 'Mistry & Sons',
      message: 'We need 100% help_with GST.',
    });
    clock.advance(1000);
    await send({
      ...message,
      name: 'Aarti Kulkarni',
      email: 'aarti@kulkarni.example',
      phone: null,
      company: null,
      message: 'Audit of 1000 vouchers.',
    });
    clock.advance(1000);
    const names = async (query: string) => (await list(query)).json().data.enquiries.map((e: { name: string }) => e.name);
    expect(await names('?search=zubin')).toEqual(['Zubin Mistry']);
    expect(await names('?search=MISTRY.EXAMPLE')).toEqual(['Zubin Mistry']);
    expect(await names('?search=4000%201234')).toEqual(['Zubin Mistry']);
    expect(await names('?search=%26%20sons')).toEqual(['Zubin Mistry']);
    expect(await names('?search=vouchers')).toEqual(['Aarti Kulkarni']);
    // '%' and '_' are looked for as themselves, not as LIKE wildcards.
    expect(await names('?search=100%25')).toEqual(['Zubin Mistry']);
    expect(await names('?search=p_w')).toEqual(['Zubin Mistry']);
    expect(await names('?search=%25%25%25')).toEqual([]);
    const searched = (await list('?search=kulkarni')).json();
    expect(searched.pagination.total).toBe(1);
    expect(searched.summary).toEqual({ counts_by_status: { new: 1, replied: 0, closed: 0 }, total: 1 });

    const byName = await names('?sort=name&order=asc&limit=100');
    expect(byName).toEqual([...byName].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(byName[0]).toBe('Aarti Kulkarni');
    expect((await names('?sort=name&order=desc&limit=100'))[0]).toBe('Zubin Mistry');
    expect((await names('?sort=received&order=asc&limit=100')).at(-1)).toBe('Aarti Kulkarni');
    const byEmail = (await list('?sort=email&order=asc&limit=100')).json().data.enquiries.map((e: { email: string }) => e.email);
    expect(byEmail).toEqual([...byEmail].sort());
    const [target] = await t.app.db.select().from(enquiries).where(eq(enquiries.name, 'Zubin Mistry'));
    await setStatus(target!.id, 'closed');
    const statuses = (await list('?sort=status&order=asc&limit=100')).json().data.enquiries.map((e: { status: string }) => e.status);
    expect(statuses[0]).toBe('new');
    expect(statuses.at(-1)).toBe('closed');
    expect((await list('?sort=status&order=desc&limit=100')).json().data.enquiries[0].status).toBe('closed');
    // Back to new: the tests after this one read any of the firm's rows and close it themselves.
    await setStatus(target!.id, 'new');
  });

  it('keeps one firm’s enquiries from another firm’s admins', async () => {
    const row = await sentEnquiry();
    expect((await list('', other.users.admin)).json()).toMatchObject({ data: { enquiries: [] }, pagination: { total: 0 } });
    expect((await list('?search=ananya', other.users.admin)).json().summary.total).toBe(0);
    const read = await t.app.inject({ url: `/api/enquiries/${row.id}`, headers: bearer(t.app, other.users.admin) });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ success: false, message: 'Enquiry not found', code: 'NOT_FOUND' });
    const write = await setStatus(row.id, 'closed', other.users.admin);
    expect(write.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/enquiries/${row.id}`, headers: bearer(t.app, site.users.admin) })).json().data.status).not.toBe(
      'closed',
    );
  });

  it('refuses a status other than new, replied or closed, a bad page, an unknown sort and a page too big', async () => {
    const row = await sentEnquiry();
    const res = await setStatus(row.id, 'spam');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'status', message: 'Status must be new, replied or closed' }]);
    for (const query of [
      '?page=0',
      '?limit=1000',
      '?limit=101',
      '?sort=message',
      '?sort=created_at;drop',
      '?order=up',
      '?status=spam',
      `?search=${'x'.repeat(201)}`,
    ]) {
      const refused = await list(query);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBeDefined();
    }
    expect((await list('?status=spam')).json().errors).toEqual([{ field: 'status', message: 'Status must be new, replied or closed' }]);
    expect((await list('?sort=message')).json().errors).toEqual([
      { field: 'sort', message: 'Sort must be one of received, name, email, status' },
    ]);
  });
});
