import Fastify from 'fastify';
import { LIST_WHOLE_CAP, paginationOf } from '@firm/shared/domain/list';
import { paiseOfRupees, rewriteSpecUrl, serveSpecNames } from './spec-names';
import { tasksTestContext } from '../modules/tasks/tasks.test-support';
import { testDrivers } from '../test/test-database';

// The edge that serves spec 01/02 §7's names and units beside ours (spec-names.ts): exact rupees, the
// refusal of two different values, the invoice number as issued, and a table that names a real route.

describe('rupees as sent', () => {
  it.each([
    [12345.67, 12_345_67],
    ['12345.67', 12_345_67],
    ['2,500.5', 2_500_50],
    [0, 0],
    [99_99_99_999.99, 99_99_99_999_99],
  ])('reads %p as %p paise, through its decimal text', (value, paise) => {
    expect(paiseOfRupees(value)).toEqual({ ok: true, paise });
  });

  it.each([
    [0.1 + 0.2, 'Amount can have at most 2 decimal places'],
    [1.005, 'Amount can have at most 2 decimal places'],
    [1e21, 'Amount must be a valid positive number'],
    [-5, 'Amount must be a valid positive number'],
    ['ten', 'Amount must be a valid positive number'],
    [true, 'Amount must be a valid positive number'],
    [Number.NaN, 'Amount must be a valid positive number'],
    [1_00_00_00_000, 'Amount must not exceed ₹99,99,99,999.99'],
  ])('refuses %p with %p, never rounding', (value, message) => {
    expect(paiseOfRupees(value)).toEqual({ ok: false, message });
  });
});

describe('the invoice number in the status path, a Project’s documented id in its path', () => {
  it.each([
    ['/api/invoices/INV/2026-27/0007/status', '/api/invoices/INV%2F2026-27%2F0007/status'],
    ['/api/invoices/INV/2026-27/0007/status?x=1', '/api/invoices/INV%2F2026-27%2F0007/status?x=1'],
    ['/api/invoices/INV%2F2026-27%2F0007/status', '/api/invoices/INV%2F2026-27%2F0007/status'],
    ['/api/invoices/7/status', '/api/invoices/7/status'],
    ['/api/invoices/7/pdf', '/api/invoices/7/pdf'],
    ['/api/tasks/INV/1/status', '/api/tasks/INV/1/status'],
    ['/api/tasks/task_12', '/api/tasks/12'],
    ['/api/tasks/task_12?x=1', '/api/tasks/12?x=1'],
    ['/api/tasks/task_12/comments', '/api/tasks/12/comments'],
    ['/api/tasks/task_', '/api/tasks/task_'],
    ['/api/tasks/task_0', '/api/tasks/task_0'],
    ['/api/tasks/task_12x', '/api/tasks/task_12x'],
  ])('%s is read as %s', (url, rewritten) => {
    expect(rewriteSpecUrl(url)).toBe(rewritten);
  });
});

it('refuses to start when the table names a route that does not exist', async () => {
  const app = Fastify();
  serveSpecNames(app, { 'GET /api/nowhere': { answer: { total_paise: { name: 'total_amount', unit: 'rupees' } } } });
  app.get('/api/somewhere', async () => ({}));
  await expect(app.ready()).rejects.toThrow('spec-names.table.ts names routes that do not exist: GET /api/nowhere');
});

it('says when the whole list was cut at the cap', () => {
  expect(paginationOf({ page: 1, limit: LIST_WHOLE_CAP }, LIST_WHOLE_CAP + 1)).toMatchObject({ pages: 2, has_more: true });
  expect(paginationOf({ page: 1, limit: LIST_WHOLE_CAP }, LIST_WHOLE_CAP)).toMatchObject({ pages: 1, has_more: false });
  expect(paginationOf({ page: 1, limit: 10 }, 11)).not.toHaveProperty('has_more');
});

describe.each(testDrivers())('both names in one request (%s)', (driver) => {
  const c = tasksTestContext(driver);

  it('refuses invoice_amount and invoice_amount_paise that differ, writing nothing, and takes them when equal', async () => {
    const before = await c.snapshot();
    const both = await c.call(c.org.users.admin, 'POST', '/api/tasks/', c.body({ invoice_amount: 500, invoice_amount_paise: 400_00 }));
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      message: 'Send either invoice_amount or invoice_amount_paise, not both with different values',
      errors: [{ field: 'invoice_amount' }],
    });
    const bad = await c.call(
      c.org.users.admin,
      'POST',
      '/api/tasks/',
      c.body({ invoice_amount: '12.345', invoice_amount_paise: undefined }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Amount can have at most 2 decimal places');
    const override = await c.call(c.org.users.admin, 'POST', '/api/tasks/', c.body({ gst_override_percentage: 150 }));
    expect(override.statusCode).toBe(400);
    expect(override.json().message).toBe('Percentage must be between 0 and 100');
    expect(await c.snapshot()).toEqual(before);
    const same = await c.call(c.org.users.admin, 'POST', '/api/tasks/', c.body({ invoice_amount: '500.00', invoice_amount_paise: 500_00 }));
    expect(same.statusCode).toBe(201);
    expect(same.json().data).toMatchObject({ invoice_amount_paise: 500_00, invoice_amount: 500 });
  });

  it('says in the OpenAPI description what it takes, ignores and answers', async () => {
    const doc = (await c.t.app.inject({ url: '/api/openapi.json' })).json();
    const put = doc.paths['/api/tasks/{id}'].put.description as string;
    expect(put).toContain('`invoice_amount` (rupees) for `invoice_amount_paise`');
    expect(put).toContain("`gst_override_percentage` (the tax is the service category's rates");
    expect(put).toContain('`cgst` (percent) beside `cgst_bp`');
    expect(doc.paths['/api/invoices'].get.description).toContain('the whole list is answered, up to 1,000 rows');
  });
});
