import { testDrivers } from '../../test/test-database';
import { clientBody, clientsTestContext } from './clients.test-support';

// An overseas client's address takes its country's postcode and a state or region as text; an address
// in India keeps spec 01's 6-digit PIN code.

const london = {
  street: '1 Gresham Street',
  city: 'London',
  state: 'Greater London',
  pincode: 'EC2V 8AA',
  country: 'United Kingdom',
};
const overseas = (address: Record<string, unknown>, phone: string) =>
  clientBody({
    client_name: 'Thames Analytics Ltd',
    gst_number: '',
    gst_category: 'overseas',
    address,
    contacts: [{ name: 'Oliver Hart', phone }],
  });

describe.each(testDrivers())('the address of a client (%s)', (driver) => {
  const c = clientsTestContext(driver);
  const { post, put, get, counts } = c;

  it('saves an overseas client with its UK postcode and region, and reads them back', async () => {
    const created = await post(overseas(london, '447700900001'));
    expect(created.statusCode).toBe(201);
    const id = created.json().data.client_id;
    expect((await get(`/api/clients/${id}`)).json().data.address).toEqual(london);
    const moved = { ...london, pincode: '10115', city: 'Berlin', state: 'Berlin', country: 'Germany' };
    const contact = created.json().data.contacts[0];
    const updated = await put(id, { ...overseas(moved, '447700900001'), contacts: [contact] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.address).toEqual(moved);
  });

  it.each([
    [
      'a UK postcode on an address in India',
      clientBody({ address: { street: 'x', state: 'Maharashtra', pincode: 'EC2V 8AA' } }),
      'PIN code must be exactly 6 digits',
    ],
    [
      'a postcode with other signs',
      overseas({ ...london, pincode: 'EC2V/8AA' }, '447700900002'),
      'Postcode must be letters and digits (spaces and hyphens between them), at most 12 characters',
    ],
    [
      'a postcode longer than any country writes',
      overseas({ ...london, pincode: 'EC2V 8AA 0000' }, '447700900003'),
      'Postcode must be letters and digits (spaces and hyphens between them), at most 12 characters',
    ],
  ])('refuses %s and writes nothing', async (_name, body, message) => {
    const before = await counts();
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field: 'address.pincode', message });
    expect(await counts()).toEqual(before);
  });
});
