import { testDrivers } from '../../test/test-database';
import { insertSacCode } from '../sac-codes';
import { insertServiceCategory } from '../service-categories';
import { tasksTestContext } from '../tasks/tasks.test-support';
import { complianceBody, complianceIdOf, complianceProjects, subscribe } from './compliance.test-support';
import { seedFirmCatalogue } from './compliance.standard';

// What the calendar's Projects are billed as: each standard compliance takes the service category and SAC
// code of its service (a GST return is tax preparation, not an audit), a new firm gets the master data and
// the catalogue at once, and the admin changes a compliance's category and SAC for the Projects to come.

type Row = { code: string; id: number; service_category_name: string; sac_code: string; sac_code_id: number; service_category_id: number };

describe.each(testDrivers())('the standard catalogue and its billing (%s)', (driver) => {
  const c = tasksTestContext(driver);
  const catalogue = async (who = c.org.users.admin) => (await c.call(who, 'GET', '/api/compliances')).json().data as Row[];
  const billedAs = (rows: Row[], code: string) => {
    const row = rows.find((r) => r.code === code)!;
    return [row.service_category_name, row.sac_code];
  };

  it("bills each standard compliance as its own service, among the firm's categories and SAC codes", async () => {
    const now = c.clock.now();
    const org = c.org.organization.id;
    const rates = { isActive: true, cgstBp: 900, sgstBp: 900, igstBp: 1800 };
    // Audit first, as a firm's master data often starts: the nearest match, not the first row, decides.
    await insertServiceCategory(c.t.app.db, org, { name: 'Audit & Assurance', description: 'Audits', ...rates }, now);
    await insertServiceCategory(c.t.app.db, org, { name: 'Taxation Services', description: 'Returns', ...rates }, now);
    await insertServiceCategory(c.t.app.db, org, { name: 'Compliance & ROC', description: 'ROC', ...rates }, now);
    for (const code of ['998221', '998232', '998399'])
      await insertSacCode(c.t.app.db, org, { code, description: code, isActive: true }, now);

    const added = await c.call(c.org.users.admin, 'POST', '/api/compliances/standard');
    expect(added.statusCode).toBe(200);
    const rows = await catalogue();
    expect(billedAs(rows, 'GSTR3B')).toEqual(['Taxation Services', '998231']);
    expect(billedAs(rows, '24Q')).toEqual(['Taxation Services', '998231']);
    expect(billedAs(rows, 'ITR')).toEqual(['Taxation Services', '998232']);
    expect(billedAs(rows, 'TAXAUDIT')).toEqual(['Audit & Assurance', '998221']);
    expect(billedAs(rows, 'AOC4')).toEqual(['Compliance & ROC', '998399']);
    expect(rows.filter((r) => r.sac_code === '998221').map((r) => r.code)).toEqual(['TAXAUDIT']);

    // The Project the calendar opens carries the compliance's category and SAC code to its invoice.
    c.clock.set(new Date('2026-11-10T06:00:00Z'));
    const gstr3b = await complianceIdOf(c.t.app, org, 'GSTR3B');
    await subscribe(c, c.org, gstr3b, { from_period: '2026-10' });
    await c.call(c.org.users.admin, 'POST', '/api/compliance/generate');
    const [october] = await complianceProjects(c.t.app, org, gstr3b);
    const detail = (await c.call(c.org.users.admin, 'GET', `/api/tasks/${october!.id}`)).json().data;
    expect(detail).toMatchObject({ sac_code: '998231', service_category_name: 'Taxation Services' });
  });

  it("lets the admin change a compliance's category and SAC code for the Projects it opens from then on", async () => {
    const rows = await catalogue();
    const advance = rows.find((r) => r.code === 'ADVTAX')!;
    const corporate = rows.find((r) => r.code === 'GSTR3B')!;
    const res = await c.call(c.org.users.admin, 'PUT', `/api/compliances/${advance.id}`, {
      ...complianceBody({ serviceCategoryId: corporate.service_category_id, sacCodeId: corporate.sac_code_id }),
      name: 'Advance tax',
      authority: 'income_tax',
      frequency: 'quarterly',
      months_after: 0,
      due_day: 15,
      ack_required: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ sac_code: '998231', service_category_name: 'Taxation Services', months_after: 0 });
    expect(billedAs(await catalogue(), 'ADVTAX')).toEqual(['Taxation Services', '998231']);
  });

  it('gives a new firm the master data and the catalogue at once, and adds nothing on a second run', async () => {
    const org = c.other.organization.id;
    const first = await seedFirmCatalogue(c.t.app.db, org, c.clock.now());
    // Three categories and three SAC codes (998231 was there), then the twenty standard compliances.
    expect(first).toBe(3 + 3 + 20);
    const rows = await catalogue(c.other.users.admin);
    expect(rows).toHaveLength(20);
    expect(billedAs(rows, 'GSTR1')).toEqual(['Taxation Services', '998231']);
    expect(billedAs(rows, 'TAXAUDIT')).toEqual(['Audit & Assurance', '998221']);
    expect(await seedFirmCatalogue(c.t.app.db, org, c.clock.now())).toBe(0);
  });
});
