import { sql } from 'drizzle-orm';
import { testDrivers } from '../test/test-database';
import { bearer } from '../test/fixtures';
import { loggedTestApp } from '../test/logged-app';
import { clientBody } from '../modules/clients/clients.test-support';
import { redactPersonalData } from './log-safety';

// A request that fails in the database leaves a log line an operator can act on, and no personal
// data: Drizzle's message lists every SQL parameter (names, e-mails, phones, GSTINs).

const EMAIL = 'meera.joshi@sahyadri-personal.in';
const PHONE = '9822012345';
const GSTIN = '27AAPFU0939F1ZV';

type LogLine = { level: number; msg: string; error?: { type: string; message: string; code?: string; stack?: string; cause?: unknown } };

describe.each(testDrivers())('error logs (%s)', (driver) => {
  describe.each(['test', 'development'] as const)('with NODE_ENV=%s', (env) => {
    const { t, org, log } = loggedTestApp<LogLine>(driver, { env: { NODE_ENV: env } });
    const { lines } = log;

    beforeAll(async () => {
      // A schema the code does not expect: every insert of a client fails in the database.
      await t.app.db.execute(sql`ALTER TABLE clients RENAME COLUMN cin TO cin_moved`);
    });

    async function failingRequest() {
      log.clear();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/clients/?search=Meera',
        headers: bearer(t.app, org.users.admin),
        payload: clientBody({
          email: EMAIL,
          phone: PHONE,
          gst_number: GSTIN,
          contacts: [{ name: 'Meera Joshi', email: EMAIL, phone: PHONE }],
        }),
      });
      return response;
    }

    it('answers 500 without internals and logs the failure once, at error level', async () => {
      const response = await failingRequest();
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ success: false, message: 'Internal server error', code: 'INTERNAL' });
      const errors = lines().filter((line) => line.level >= 50);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({
        msg: 'request failed',
        error: { message: expect.stringContaining('Failed query: insert into "clients"') },
      });
      expect(JSON.stringify(errors[0])).toContain('42703');
    });

    it('keeps SQL parameters, e-mails, phone numbers, GSTINs and search terms out of every log line', async () => {
      await failingRequest();
      expect(log.text()).toContain('request failed');
      // Pino's responseTime is a float whose digits can spell '9822' by chance (9.4644999999982…): not a logged value.
      const logged = log.text().replace(/"responseTime":[\d.e+-]+/g, '"responseTime":0');
      for (const secret of [EMAIL, PHONE, GSTIN, 'Meera', 'Sahyadri', '9822']) expect(logged).not.toContain(secret);
      expect(log.text()).not.toMatch(/params: (?!\[redacted\])/);
    });

    it(env === 'development' ? 'logs the call frames, without the message they start with' : 'logs no stack trace', async () => {
      await failingRequest();
      const [error] = lines().filter((line) => line.level >= 50);
      if (env === 'development') {
        expect(error!.error!.stack).toMatch(/^\s+at /);
        expect(error!.error!.stack).not.toContain('Failed query');
      } else {
        expect(JSON.stringify(error)).not.toContain('    at ');
      }
    });
  });
});

describe('redacting personal data from a message', () => {
  it.each([
    [
      'Failed query: insert into "clients" ("a", "b") values ($1, $2)\nparams: Meera,meera@x.in',
      'Failed query: insert into "clients" ("a", "b") values ($1, $2)\nparams: [redacted]',
    ],
    ['invalid input syntax for type integer: "Meera Joshi"', 'invalid input syntax for type integer: [redacted]'],
    ['Key (email)=(meera@x.in) already exists.', 'Key (email)=([redacted]) already exists.'],
    ['mail to meera@x.in refused', 'mail to [redacted] refused'],
    ['GSTIN 27AAPFU0939F1ZV, PAN AAPFU0939F, phone +91 98220 12345', 'GSTIN [redacted], PAN [redacted], phone [redacted]'],
    ['column "cin" of relation "clients" does not exist', 'column "cin" of relation "clients" does not exist'],
    [
      '    at Object.<anonymous> (/app/node_modules/@fastify/compress/index.js:12:3)',
      '    at Object.<anonymous> (/app/node_modules/@fastify/compress/index.js:12:3)',
    ],
  ])('turns %j into %j', (input, expected) => {
    expect(redactPersonalData(input)).toBe(expected);
  });
});
