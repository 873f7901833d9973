import { latestCodeFor } from '../../test/fixtures';
import { testDrivers } from '../../test/test-database';
import { signInTestContext, TOO_MANY } from './sign-in.test-support';

describe.each(testDrivers())('a one-time code: its life, its tries and the sending limits (%s)', (driver) => {
  const { t, org, clock, requestOtp, verifyOtp, sentCode } = signInTestContext(driver);
  const expectSpent = async (email: string, code: string) => {
    const res = await verifyOtp(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This code is no longer valid. Please request a new one.');
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('refuses a code after its 10 minutes', async () => {
    const email = org.users.admin.email;
    const code = await sentCode(email);
    clock.advance(10 * 60 * 1000 + 1);
    const res = await verifyOtp(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'This code has expired. Please request a new one.', code: 'OTP_INVALID' });
  });

  it('accepts a code only once', async () => {
    const email = org.users.admin.email;
    const code = await sentCode(email);
    expect((await verifyOtp(email, code)).statusCode).toBe(200);
    await expectSpent(email, code);
  });

  it('burns a code after five wrong tries, so the right code on the sixth try is refused', async () => {
    const email = org.users.admin.email;
    const code = await sentCode(email);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await verifyOtp(email, wrong(code))).json().message);
    expect(answers[0]).toBe('The verification code is incorrect. 4 attempts left.');
    expect(answers[3]).toBe('The verification code is incorrect. 1 attempt left.');
    expect(answers[4]).toMatch(/no longer valid; please request a new one/);
    await expectSpent(email, code);
  });

  it('replaces the old code when a new one is requested', async () => {
    const email = org.users.admin.email;
    const first = await sentCode(email);
    clock.advance(61 * 1000);
    expect((await requestOtp(email)).statusCode).toBe(200);
    const second = await latestCodeFor(t.app, email);
    if (first !== second) expect((await verifyOtp(email, first)).statusCode).toBe(400);
    expect((await verifyOtp(email, second)).statusCode).toBe(200);
  });

  it('holds a resend for 60 seconds with Retry-After', async () => {
    const email = org.users.admin.email;
    await requestOtp(email);
    clock.advance(20 * 1000);
    const early = await requestOtp(email);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ success: false, message: TOO_MANY, code: 'RATE_LIMITED' });
    expect(early.headers['retry-after']).toBe('40');
    clock.advance(40 * 1000);
    expect((await requestOtp(email)).statusCode).toBe(200);
  });

  it('sends at most five codes an hour to one address', async () => {
    const email = org.users.admin.email;
    for (let i = 0; i < 5; i += 1) {
      expect((await requestOtp(email)).statusCode).toBe(200);
      clock.advance(61 * 1000);
    }
    const sixth = await requestOtp(email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(TOO_MANY);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(60);
    clock.advance(60 * 60 * 1000);
  });

  it('answers 429 after twenty calls from one IP address in ten minutes', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await requestOtp(`probe${i}@nowhere.test`)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    const verifies = [];
    for (let i = 0; i < 21; i += 1) verifies.push((await verifyOtp(`probe${i}@nowhere.test`, '000000')).statusCode);
    expect(verifies[20]).toBe(429);
    clock.advance(10 * 60 * 1000);
    expect((await requestOtp('probe@nowhere.test')).statusCode).toBe(404);
  });

  it('stores only a keyed hash of the code', async () => {
    const email = org.users.admin.email;
    const code = await sentCode(email);
    const rows = await t.app.db.query.otpCodes.findMany();
    const row = rows.find((r) => r.email === email)!;
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
  });
});
