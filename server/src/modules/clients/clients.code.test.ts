import { bearer } from '../../test/fixtures';
import { testDrivers } from '../../test/test-database';
import { clientBody, clientsTestContext } from './clients.test-support';

// A client saved without a code takes the next of its firm's one readable sequence (CLI_1001, CLI_1002...),
// made in the database so that creates racing each other (several server processes) never share one.

describe.each(testDrivers())('the code of a new client (%s)', (driver) => {
  const c = clientsTestContext(driver);
  let phone = 9_700_000_000;
  const withoutCode = (name: string) =>
    clientBody({ client_name: name, client_code: '', contacts: [{ name, phone: String((phone += 1)) }] });
  const codeOf = async (body: object, headers?: Record<string, string>) => {
    const response = await c.post(body, headers);
    expect(response.statusCode).toBe(201);
    return response.json().data.client_code as string;
  };

  it('starts at CLI_1001, as the demo does, and follows the firm’s highest number', async () => {
    expect(await codeOf(withoutCode('First Client'))).toBe('CLI_1001');
    expect(await codeOf(withoutCode('Second Client'))).toBe('CLI_1002');
    expect(await codeOf({ ...withoutCode('Typed Code'), client_code: 'CLI_1040' })).toBe('CLI_1040');
    expect(await codeOf(withoutCode('After The Typed One'))).toBe('CLI_1041');
  });

  it('leaves out timestamp codes of the old rule, other codes and other firms', async () => {
    await codeOf({ ...withoutCode('Old Timestamp'), client_code: 'CLI_1795933832202' });
    await codeOf({ ...withoutCode('Named Code'), client_code: 'CLI_KONKAN' });
    const otherFirm = bearer(c.t.app, c.other.users.admin);
    await codeOf({ ...withoutCode('Other Firm Client'), client_code: 'CLI_5000' }, otherFirm);
    expect(await codeOf(withoutCode('Next In Sequence'))).toBe('CLI_1042');
    expect(await codeOf(withoutCode('Other Firm Next'), otherFirm)).toBe('CLI_5001');
  });

  it('gives creates racing each other consecutive codes, none twice', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `Racing Client ${i + 1}`);
    const codes = await Promise.all(names.map((name) => codeOf(withoutCode(name))));
    expect([...codes].sort()).toEqual(names.map((_, i) => `CLI_${1043 + i}`));
  });
});
