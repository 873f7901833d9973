import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@firm/shared/ui/testing';
import { mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import { ClientDetailsDialog } from './client-details-dialog';

const anita = { id: 7, name: 'Anita Rao', role: 'Director', email: 'anita@acme.in', phone: '9876543210', is_active: true };
const detail = {
  client_id: 5,
  client_name: 'Acme Traders',
  client_code: 'CLI_5',
  cin: null,
  is_active: true,
  client_type: 'private_limited',
  phone: null,
  email: 'acme@x.in',
  gst_number: '27AAPFU0939F1ZV',
  address: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', country: 'India' },
  contacts: [
    anita,
    { ...anita, id: 8 },
    { id: 9, name: 'Vikram', role: null, email: 'vikram@acme.in', phone: '9000000000', is_active: true },
  ],
  billing_office_id: null,
  created_at: '2026-04-01T09:00:00.000Z',
  updated_at: '2026-04-01T09:00:00.000Z',
};

function api(
  put: (req: MockRequest) => MockReply = () => ({
    status: 200,
    data: { success: true, message: 'Client updated successfully', data: detail },
  }),
) {
  return mockApi((req) => {
    if (req.method === 'PUT') return put(req);
    if (req.url === '/api/master/offices') return { status: 200, data: { success: true, data: { offices } } };
    return { status: 200, data: { success: true, data: detail } };
  });
}

const contact = (n: number) => within(screen.getByRole('group', { name: `Contact ${n}` }));

async function openEdit(user: ReturnType<typeof renderScreen>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit Client' }));
  return screen.getByRole('button', { name: 'Save Changes' });
}

// Like Add Client's: some tests type whole contact rows key by key, slow on a busy two-core machine.
jest.setTimeout(60_000);

const offices = [
  { office_id: 1, name: 'Head Office', kind: 'head_office', state: 'Maharashtra', gstin: '27AAHFK4108N1Z3' },
  { office_id: 2, name: 'Bengaluru Branch', kind: 'branch', state: 'Karnataka', gstin: '29AAHFK4108N1ZZ' },
].map((o) => ({
  ...o,
  address: 'x',
  city: 'x',
  state_code: '27',
  pincode: '400001',
  bank_details: null,
  upi_id: null,
  series_prefix: null,
  filing_frequency: 'monthly',
}));

describe('Client Details dialog', () => {
  it('chooses the office that bills the client, saved at once apart from Edit Client', async () => {
    let billing: number | null = null;
    const calls = mockApi((req) => {
      if (req.url === '/api/master/offices') return { status: 200, data: { success: true, data: { offices } } };
      if (req.url === '/api/clients/5/billing-office') {
        billing = (req.body as { office_id: number | null }).office_id;
        return { status: 200, data: { success: true, message: 'Billing office saved', data: { office_id: billing } } };
      }
      return { status: 200, data: { success: true, data: { ...detail, billing_office_id: billing } } };
    });
    const { user } = renderScreen(<ClientDetailsDialog clientId={5} onClose={jest.fn()} />);
    const field = await screen.findByRole('combobox', { name: 'Billing Office' });
    await waitFor(() => expect(field).toHaveTextContent('Head office (default)'));
    await user.click(field);
    await user.click(screen.getByRole('option', { name: 'Bengaluru Branch, Karnataka (GSTIN 29AAHFK4108N1ZZ)' }));
    expect(await screen.findByText('Billing office saved')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveTextContent('Bengaluru Branch, Karnataka (GSTIN 29AAHFK4108N1ZZ)'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ office_id: 2 });
  });

  it('shows the client with identical contacts collapsed', async () => {
    api();
    renderScreen(<ClientDetailsDialog clientId={5} onClose={jest.fn()} />);
    expect(await screen.findByText('Contacts (2)')).toBeInTheDocument();
    expect(screen.getByText('27AAPFU0939F1ZV')).toBeInTheDocument();
  });

  it('enables Save only after a change and while the company name is not blank', async () => {
    api();
    const { user } = renderScreen(<ClientDetailsDialog clientId={5} onClose={jest.fn()} />);
    const save = await openEdit(user);
    expect(screen.getAllByRole('group')).toHaveLength(2);
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('City'), ' East');
    expect(save).toBeEnabled();
    await user.clear(screen.getByLabelText(/Company Name/));
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/Company Name/), 'Acme Traders');
    expect(save).toBeEnabled();
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Pune');
    expect(save).toBeDisabled();
  });

  it('shows the rules of the fields it refuses', async () => {
    const calls = api();
    const { user } = renderScreen(<ClientDetailsDialog clientId={5} onClose={jest.fn()} />);
    const save = await openEdit(user);
    await user.clear(screen.getByLabelText('PIN Code'));
    await user.type(screen.getByLabelText('PIN Code'), '4110');
    await user.clear(screen.getByLabelText('Company Email'));
    await user.type(screen.getByLabelText('Company Email'), 'acme@');
    await user.clear(contact(1).getByLabelText('Name'));
    await user.click(save);
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('PIN code must be exactly 6 digits')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(contact(1).getByText('Contact name is required')).toBeInTheDocument();
    // Spec 01 §5: the first refused field also gets a '{field} Error' toast.
    expect(await screen.findByText('PIN Code Error')).toBeInTheDocument();
    expect(screen.getAllByText(/ Error$/)).toHaveLength(1);
    await user.type(screen.getByLabelText('PIN Code'), '01');
    expect(within(dialog).queryByText('PIN code must be exactly 6 digits')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('refuses duplicate e-mails with the titled message and sends nothing', async () => {
    const calls = api();
    const { user } = renderScreen(<ClientDetailsDialog clientId={5} onClose={jest.fn()} />);
    const save = await openEdit(user);
    await user.clear(contact(2).getByLabelText('Email'));
    await user.type(contact(2).getByLabelText('Email'), 'Anita@acme.in');
    expect(contact(1).getByText('Duplicate email')).toBeInTheDocument();
    expect(contact(2).getByText('Duplicate email')).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('Duplicate Email Addresses')).toBeInTheDocument();
    expect(screen.getByText('Each contact must have a unique e-mail address.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('refuses duplicate phones with their title', async () => {
    api();
    const { user } = renderScreen(<ClientDetailsDialog clientId={5} onClose={jest.fn()} />);
    const save = await openEdit(user);
    await user.clear(contact(2).getByLabelText('Phone'));
    await user.type(contact(2).getByLabelText('Phone'), '9876543210');
    expect(contact(2).getByText('Duplicate phone')).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('Duplicate Phone Numbers')).toBeInTheDocument();
    expect(screen.getByText('Each contact must have a unique phone number.')).toBeInTheDocument();
  });

  it('drops blank contacts, keeps ids of existing ones only, and returns to the read view', async () => {
    const calls = api();
    const { user } = renderScreen(<ClientDetailsDialog clientId={5} onClose={jest.fn()} />);
    const save = await openEdit(user);
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await user.type(contact(4).getByLabelText('Name'), 'Kiran');
    await user.click(save);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Client' })).toBeInTheDocument());
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/clients/5');
    expect((put.body as { contacts: { id?: number; name: string }[] }).contacts.map((c) => [c.id, c.name])).toEqual([
      [7, 'Anita Rao'],
      [9, 'Vikram'],
      [undefined, 'Kiran'],
    ]);
  });

  it('says what the server refused in words a user understands', async () => {
    api(() => ({ status: 400, data: { success: false, message: 'Contact email already exists', code: 'CONTACT_EMAIL_TAKEN' } }));
    const { user } = renderScreen(<ClientDetailsDialog clientId={5} onClose={jest.fn()} />);
    const save = await openEdit(user);
    await user.type(screen.getByLabelText('City'), ' East');
    await user.click(save);
    const text =
      'A contact with this email address already exists for this client. Please use a different email address or update the existing contact.';
    expect(await screen.findAllByText(text)).toHaveLength(2);
    expect(screen.getByText('Error Saving Client')).toBeInTheDocument();
  });

  it("puts the server's field errors on their fields, counting contact rows as shown on screen", async () => {
    const taken = 'A contact that was removed from this client already uses this phone number';
    api(() => ({
      status: 400,
      data: {
        success: false,
        message: `${taken}, Country must be no more than 100 characters`,
        // Paths of the body: the blank second row was not sent, so contacts.1 is the third row on screen.
        errors: [
          { field: 'contacts.1.phone', message: taken },
          { field: 'address.country', message: 'Country must be no more than 100 characters' },
        ],
      },
    }));
    const { user } = renderScreen(<ClientDetailsDialog clientId={5} onClose={jest.fn()} />);
    const save = await openEdit(user);
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await user.click(screen.getByRole('button', { name: 'Remove contact 2' }));
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await user.type(contact(3).getByLabelText('Name'), 'Kiran');
    await user.type(contact(3).getByLabelText('Phone'), '9123456780');
    expect(screen.getAllByRole('group')).toHaveLength(3);
    await user.click(save);
    const phone = contact(3).getByLabelText('Phone');
    await waitFor(() => expect(phone).toHaveAccessibleDescription(taken));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(contact(1).getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription('Country must be no more than 100 characters');
    await user.type(phone, '{Backspace}1');
    expect(phone).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Country')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers Retry when the client cannot be loaded', async () => {
    mockApi(() => ({ status: 500, data: { success: false, message: 'x' } }));
    renderScreen(<ClientDetailsDialog clientId={5} onClose={jest.fn()} />);
    expect(await screen.findByText('Failed to fetch client details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
