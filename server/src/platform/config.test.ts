import { loadConfig } from './config';

const SMTP = 'smtp://mail.example.com:587';

describe('where the server listens', () => {
  it('listens on loopback only in development and test, where the mailbox hands out sign-in codes', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('localhost');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('localhost');
    expect(loadConfig({}).host).toBe('localhost');
  });

  it('listens on every interface in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(32), OTP_SECRET: 'o'.repeat(32), SMTP_URL: SMTP }).host).toBe(
      '0.0.0.0',
    );
  });

  it('listens where HOST says', () => {
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(
      loadConfig({ NODE_ENV: 'production', HOST: '10.1.2.3', JWT_SECRET: 'j'.repeat(32), OTP_SECRET: 'o'.repeat(32), SMTP_URL: SMTP }).host,
    ).toBe('10.1.2.3');
  });
});

describe('timeouts', () => {
  it('bounds database waits and slow requests by default', () => {
    const config = loadConfig({});
    expect(config.databaseTimeouts).toEqual({ connectMs: 5_000, statementMs: 5_000 });
    expect(config.requestTimeoutMs).toBe(30_000);
  });

  it('refuses a timeout that is not a number of milliseconds', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
  });
});

describe('the overdue-reminder job', () => {
  it('runs hourly by default, but not under test, where a test runs it by hand', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).reminders).toEqual({ job: true, intervalMinutes: 60 });
    expect(loadConfig({ NODE_ENV: 'test' }).reminders.job).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', REMINDER_JOB: 'true', REMINDER_INTERVAL_MINUTES: '5' }).reminders).toEqual({
      job: true,
      intervalMinutes: 5,
    });
    expect(loadConfig({ REMINDER_JOB: 'false' }).reminders.job).toBe(false);
  });

  it('refuses a setting it cannot read', () => {
    expect(() => loadConfig({ REMINDER_JOB: 'yes' })).toThrow(/REMINDER_JOB/);
    expect(() => loadConfig({ REMINDER_INTERVAL_MINUTES: '0' })).toThrow(/REMINDER_INTERVAL_MINUTES/);
  });
});

describe('mail in production', () => {
  const secrets = { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(32), OTP_SECRET: 'o'.repeat(32) };

  it('refuses to start without SMTP_URL, since sign-in codes could reach nobody', () => {
    expect(() => loadConfig(secrets)).toThrow(/SMTP_URL must be set when NODE_ENV=production/);
    expect(() => loadConfig({ ...secrets, SMTP_URL: '  ' })).toThrow(/SMTP_URL must be set/);
  });

  it('starts with a mail server, and outside production without one (the development mailbox)', () => {
    expect(loadConfig({ ...secrets, SMTP_URL: SMTP }).smtpUrl).toBe(SMTP);
    expect(loadConfig({ NODE_ENV: 'development' }).smtpUrl).toBeUndefined();
  });
});
