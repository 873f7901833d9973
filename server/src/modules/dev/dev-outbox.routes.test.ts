import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'firm-dev-'));

describe.each(testDrivers())('the development mailbox (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { env: { NODE_ENV: 'development', DATA_DIR: tempDir() } });
  });
  afterAll(() => t.close());

  it('lists outbox messages newest first and opens one', async () => {
    expect((await t.app.inject('/api/dev/outbox')).json()).toEqual({ success: true, data: { messages: [] } });
    await t.app.mailer.send({ to: 'a@kapooriyer.in', subject: 'One', text: 'one', html: '<p>one</p>' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.app.mailer.send({ to: 'b@kapooriyer.in', subject: 'Two', text: 'two', html: '<p>two</p>' });
    const list = await t.app.inject('/api/dev/outbox');
    expect(list.headers['cache-control']).toBe('no-store');
    const messages = list.json().data.messages;
    expect(messages.map((m: { subject: string }) => m.subject)).toEqual(['Two', 'One']);
    const one = await t.app.inject(`/api/dev/outbox/${messages[1].id}`);
    expect(one.json()).toEqual({ success: true, data: messages[1] });
    const missing = await t.app.inject('/api/dev/outbox/00000000-0000-0000-0000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject('/api/dev/outbox/..%2F..%2Fsecrets')).statusCode).toBe(404);
  });
});

describe.each(testDrivers())('in production (%s)', (driver) => {
  it('has no development mailbox', async () => {
    const t = await createTestApp(driver, {
      env: { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(32), OTP_SECRET: 'o'.repeat(32), DATA_DIR: tempDir() },
    });
    try {
      for (const url of ['/api/dev/outbox', '/api/dev/outbox/00000000-0000-0000-0000-000000000000']) {
        const res = await t.app.inject(url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, message: 'Resource not found' });
      }
    } finally {
      await t.close();
    }
  });
});
