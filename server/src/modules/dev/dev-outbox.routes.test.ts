import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';
import { MAILBOX_NOT_HERE } from './dev-outbox.routes';

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

  it.each(['192.168.1.20', '10.0.0.5', '203.0.113.9', '::ffff:192.168.1.20', 'fe80::1'])(
    'does not exist for a caller at %s',
    async (remoteAddress) => {
      for (const url of ['/api/dev/outbox', '/api/dev/outbox/00000000-0000-0000-0000-000000000000']) {
        const response = await t.app.inject({ url, remoteAddress });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ success: false, message: MAILBOX_NOT_HERE, code: 'NOT_FOUND' });
      }
    },
  );

  it('answers this machine over IPv4 and IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.0.1.1', '::1', '::ffff:127.0.0.1']) {
      expect((await t.app.inject({ url: '/api/dev/outbox', remoteAddress })).statusCode).toBe(200);
    }
  });

  it.each([
    { 'x-forwarded-for': '203.0.113.9' },
    { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
    { forwarded: 'for=203.0.113.9;proto=https' },
    { forwarded: 'for="[2001:db8::1]:4711"' },
    { 'x-real-ip': '192.168.1.20' },
  ])('does not exist for a caller a proxy on this machine relays from elsewhere (%j)', async (headers) => {
    const response = await t.app.inject({ url: '/api/dev/outbox', remoteAddress: '127.0.0.1', headers });
    expect(response.statusCode).toBe(404);
  });

  it('answers a proxy on this machine that relays this machine', async () => {
    const response = await t.app.inject({
      url: '/api/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe.each(testDrivers())('the development mailbox behind a trusted proxy (%s)', (driver) => {
  it('does not exist for the remote client the proxy names', async () => {
    const t = await createTestApp(driver, { env: { NODE_ENV: 'development', DATA_DIR: tempDir(), TRUST_PROXY: 'true' } });
    try {
      const remote = await t.app.inject({
        url: '/api/dev/outbox',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      expect(remote.statusCode).toBe(404);
      const local = await t.app.inject({ url: '/api/dev/outbox', remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe.each(testDrivers())('in production (%s)', (driver) => {
  it('has no development mailbox', async () => {
    const t = await createTestApp(driver, {
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'j'.repeat(32),
        OTP_SECRET: 'o'.repeat(32),
        SMTP_URL: 'smtp://127.0.0.1:2525',
        DATA_DIR: tempDir(),
      },
    });
    try {
      for (const url of ['/api/dev/outbox', '/api/dev/outbox/00000000-0000-0000-0000-000000000000']) {
        const res = await t.app.inject(url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, message: 'Resource not found', code: 'NOT_FOUND' });
      }
    } finally {
      await t.close();
    }
  });
});
