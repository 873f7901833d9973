import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { clientContacts } from '../../../db/schema';
import { issuedDocuments, invoices } from '../../../db/schema-invoices';
import { listOutbox } from '../../../platform/mail';
import { testDrivers } from '../../../test/test-database';
import { tasksTestContext } from '../../tasks/tasks.test-support';
import { seedBillingOffice } from './invoices.test-support';

// An issued invoice is e-mailed with its PDF to the client's active contacts that have an
// address, once its transaction committed; a refused issue sends nothing.

describe.each(testDrivers())('the invoice e-mail (%s)', (driver) => {
  // An outbox of its own: the shared one holds other suites' mail, and lists only the newest messages.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-mail-'));
  const c = tasksTestContext(driver, { DATA_DIR: dataDir });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const outbox = async () => {
    await c.t.app.mailer.idle();
    return listOutbox(c.t.app.db, 50_000);
  };
  const closed = async () => {
    const id = await c.create();
    expect((await c.call(c.org.users.admin, 'PUT', `/api/tasks/${id}`, { workflow_status: 'closed' })).statusCode).toBe(200);
    return id;
  };

  it('sends the PDF to each active contact with an address, and nothing to the others', async () => {
    await seedBillingOffice(c.t.app.db, c.org.organization.id);
    const domain = c.org.contacts[0].email!.split('@')[1];
    await c.t.app.db.insert(clientContacts).values([
      {
        organizationId: c.org.organization.id,
        clientId: c.org.client.id,
        name: 'Former Accountant',
        email: `former@${domain}`,
        isActive: false,
      },
      { organizationId: c.org.organization.id, clientId: c.org.client.id, name: 'No Mail', phone: '9822000009' },
    ]);
    const res = await c.call(c.org.users.admin, 'POST', '/api/invoice/generate', { task_id: await closed() });
    expect(res.statusCode).toBe(201);
    const { invoice_id: id, invoice_number: number } = res.json().data;

    const sent = (await outbox()).filter((m) => m.to.endsWith(`@${domain}`));
    expect(sent.map((m) => m.to).sort()).toEqual(c.org.contacts.map((contact) => contact.email).sort());
    const [invoice] = await c.t.app.db.select().from(invoices).where(eq(invoices.id, id));
    const [document] = await c.t.app.db.select().from(issuedDocuments).where(eq(issuedDocuments.id, invoice!.documentId));
    for (const message of sent) {
      expect(message.subject).toBe(`Tax Invoice ${number} from Kapoor Iyer & Co.`);
      expect(message.text).toContain(`Tax Invoice ${number} dated 21 Nov 2026 for GST return for October`);
      expect(message.text).toContain('Amount: ₹2,950.00');
      expect(message.text).toContain('Due date: 26 Nov 2026');
      expect(message.html).toContain('Kapoor Iyer &amp; Co.');
      expect(message.html).not.toContain('Kapoor Iyer & Co.');
      expect(message.attachments).toEqual([
        {
          filename: `${number.replace(/\//g, '-')}.pdf`,
          contentType: 'application/pdf',
          size: document!.content.length,
          content: expect.any(String),
        },
      ]);
      expect(Buffer.from(message.attachments![0]!.content, 'base64').equals(document!.content)).toBe(true);
    }
    const addressed = (await outbox()).filter((m) => m.subject.startsWith('Tax Invoice') && m.to.endsWith(`@${domain}`)).length;

    // A refused issue (the same Project again) sends nothing more.
    expect((await c.call(c.org.users.admin, 'POST', '/api/invoice/generate', { task_id: invoice!.taskId })).statusCode).toBe(409);
    expect((await outbox()).filter((m) => m.subject.startsWith('Tax Invoice') && m.to.endsWith(`@${domain}`))).toHaveLength(addressed);

    // The development mailbox names the attachment without its bytes.
    const mailbox = await c.t.app.inject({ url: `/api/dev/outbox/${sent[0]!.id}`, remoteAddress: '127.0.0.1' });
    expect(mailbox.json().data.attachments).toEqual([
      { filename: `${number.replace(/\//g, '-')}.pdf`, content_type: 'application/pdf', size: document!.content.length },
    ]);
  });
});
