import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startSmtpPeer } from '../test/smtp-peer';
import { seedOrganization } from '../test/fixtures';
import { createTestApp } from '../test/test-app';
import { openTestDatabase, testDrivers } from '../test/test-database';
import { loadConfig } from './config';
import { createMailer, listOutbox, readOutboxMessage } from './mail';
import type { Database } from '../db/database';
import { devMailbox } from '../db/schema';

const message = { to: 'meera@sahyadrifoods.in', subject: 'Hello', text: 'Plain 123456', html: '<p>123456</p>' };
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'firm-mail-'));

describe('the mailer', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('keeps each message in the development mailbox table when no SMTP server is configured', async () => {
    const dataDir = tempDir();
    const mailer = createMailer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), { db: database.db });
    expect(mailer.kind).toBe('outbox');
    await mailer.send(message);
    // Nothing on this process's disk: another process on the database shows the same mailbox.
    expect(fs.readdirSync(dataDir)).toEqual([]);
    const [stored] = await listOutbox(database.db);
    expect(stored).toMatchObject({ ...message, id: expect.stringMatching(/^[0-9a-f-]{36}$/), created_at: expect.any(String) });
    expect(await readOutboxMessage(database.db, stored!.id)).toEqual(stored);
    expect(await readOutboxMessage(database.db, '../../etc/passwd')).toBeNull();
  });

  it('lists the newest messages first', async () => {
    await database.db.delete(devMailbox);
    const now = Date.parse('2026-11-21T10:00:00Z');
    // One instant for all three (a frozen clock, or two processes): the order of arrival still holds.
    const mailer = createMailer(loadConfig({ NODE_ENV: 'test', DATA_DIR: tempDir() }), {
      db: database.db,
      clock: { now: () => new Date(now) },
    });
    for (const subject of ['first', 'second', 'third']) await mailer.send({ ...message, subject });
    expect((await listOutbox(database.db)).map((m) => m.subject)).toEqual(['third', 'second', 'first']);
    await database.db.delete(devMailbox);
    expect(await listOutbox(database.db)).toEqual([]);
  });

  it('delivers through a real SMTP server', async () => {
    const peer = await startSmtpPeer();
    try {
      const mailer = createMailer(loadConfig({ NODE_ENV: 'test', SMTP_URL: peer.url, MAIL_FROM: 'Portal <no-reply@kapooriyer.in>' }));
      expect(mailer.kind).toBe('smtp');
      await mailer.send(message);
      await mailer.close();
      expect(peer.received).toHaveLength(1);
      expect(peer.received[0]).toMatchObject({ from: 'no-reply@kapooriyer.in', to: ['meera@sahyadrifoods.in'] });
      expect(peer.received[0]!.raw).toContain('Subject: Hello');
    } finally {
      await peer.stop();
    }
  });

  it('retries a failed delivery twice off the request path, then logs it without throwing', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const errors: string[] = [];
    const logged: object[] = [];
    const mailer = createMailer(loadConfig({ NODE_ENV: 'test', SMTP_URL: `smtp://127.0.0.1:${port}` }), {
      retryDelaysMs: [5, 5],
      log: {
        error: (obj, msg) => {
          errors.push(msg);
          logged.push(obj);
        },
      },
    });
    mailer.enqueue(message);
    await mailer.idle();
    expect(errors).toEqual(['mail delivery failed']);
    // The recipient is personal data: the log says what failed, not to whom.
    expect(JSON.stringify(logged)).not.toContain(message.to);
    expect(logged[0]).toMatchObject({ error: { code: 'ESOCKET', message: expect.stringContaining('ECONNREFUSED 127.0.0.1') } });
  });
});

describe.each(testDrivers())('sign-in codes over SMTP (%s)', (driver) => {
  it('reach a real SMTP peer with the code in the message', async () => {
    const peer = await startSmtpPeer();
    const t = await createTestApp(driver, { env: { SMTP_URL: peer.url, DATA_DIR: tempDir() } });
    try {
      const org = await seedOrganization(t.app.db);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-otp',
        payload: { email: org.users.employee.email, user_type: 'staff' },
      });
      expect(res.statusCode).toBe(200);
      await t.app.mailer.idle();
      expect(peer.received).toHaveLength(1);
      expect(peer.received[0]!.to).toEqual([org.users.employee.email]);
      const code = peer.received[0]!.raw.match(/^\s+(\d{6})\s*$/m)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-otp',
        payload: { email: org.users.employee.email, otp: code, user_type: 'staff' },
      });
      expect(verified.statusCode).toBe(200);
      // With real mail going out there is no development mailbox.
      expect((await t.app.inject('/api/dev/outbox')).statusCode).toBe(404);
    } finally {
      await t.close();
      await peer.stop();
    }
  });
});
