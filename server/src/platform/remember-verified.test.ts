import { rememberVerified, type TokenPayload } from './auth';

// The tokens already verified (auth.ts): a token seen again is not verified again before its expiry
// (10 minutes at most), a failed verification is not remembered, and the payload handed out cannot
// be changed by one caller for the next.

const NOW = Date.UTC(2030, 0, 1);
const payload = (exp?: number): TokenPayload => ({ sub: '1', kind: 'user', role: 'admin', org: 1, sid: 1, ...(exp ? { exp } : {}) });

describe('rememberVerified', () => {
  let now = NOW;
  beforeEach(() => {
    now = NOW;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it('verifies a token once until it expires, then again (and a refusal then is a refusal)', () => {
    const exp = NOW / 1000 + 60;
    let valid = true;
    const verify = jest.fn(() => {
      if (!valid) throw new Error('expired');
      return payload(exp);
    });
    const remembered = rememberVerified(verify);
    expect(remembered('a.b.c').sub).toBe('1');
    now += 59_999;
    expect(remembered('a.b.c').sub).toBe('1');
    expect(verify).toHaveBeenCalledTimes(1);
    now = exp * 1000;
    valid = false;
    expect(() => remembered('a.b.c')).toThrow('expired');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('remembers a token for 10 minutes at most, by its exact text, and only when verified', () => {
    const verify = jest.fn((token: string) => {
      if (token === 'bad') throw new Error('invalid signature');
      return payload(NOW / 1000 + 3600);
    });
    const remembered = rememberVerified(verify);
    expect(() => remembered('bad')).toThrow('invalid signature');
    expect(() => remembered('bad')).toThrow('invalid signature');
    remembered('x.y.z');
    remembered('x.y.Z');
    expect(verify).toHaveBeenCalledTimes(4);
    now += 10 * 60 * 1000;
    remembered('x.y.z');
    expect(verify).toHaveBeenCalledTimes(5);
  });

  it('keeps no token without an expiry and hands out a frozen payload', () => {
    const verify = jest.fn(() => payload());
    const remembered = rememberVerified(verify);
    const first = remembered('t');
    remembered('t');
    expect(verify).toHaveBeenCalledTimes(2);
    expect(Object.isFrozen(first)).toBe(true);
  });
});
