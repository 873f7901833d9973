import { screen, waitFor, within } from '@testing-library/react';
import { enter, renderScreen } from '@firm/shared/ui/testing';
import { mockApi } from '@firm/shared/runtime/testing';
import { AddClientDialog } from './add-client-dialog';

type User = ReturnType<typeof renderScreen>['user'];

async function pickState(user: User, name: string) {
  await user.click(screen.getByRole('combobox', { name: /State/ }));
  await user.click(screen.getByRole('option', { name: new RegExp(`^${name} \\(`) }));
}

async function fillRequired(user: User) {
  await enter(user, screen.getByLabelText(/Company Name/), 'Acme Traders Pvt Ltd');
  await enter(user, screen.getByLabelText(/Company Address/), '12 MG Road');
  await pickState(user, 'Maharashtra');
  await enter(user, screen.getByLabelText(/GST Number/), '27aapfu0939f1zv');
}

const contact = (n: number) => within(screen.getByRole('group', { name: `Contact ${n}` }));

/** POST /api/clients as the server answers it: the client created. */
const created = {
  status: 201,
  data: {
    success: true,
    message: 'Client created successfully',
    data: {
      client_id: 1,
      client_name: 'Acme Traders Pvt Ltd',
      client_code: 'CLI_1',
      cin: null,
      is_active: true,
      client_type: 'private_limited',
      phone: null,
      email: null,
      gst_category: 'regular',
      address: { street: '12 MG Road', city: null, state: 'Maharashtra', pincode: null, country: 'India' },
      gst_number: '27AAPFU0939F1ZV',
      billing_office_id: null,
      contacts: [],
      created_at: '2026-04-01T09:00:00.000Z',
      updated_at: '2026-04-01T09:00:00.000Z',
    },
  },
};

// A busy two-core machine can take most of Jest's default 30 s over a whole client form; the
// assertions, not the clock, decide these tests.
jest.setTimeout(60_000);

describe('Add Client dialog', () => {
  it('keeps Create Client disabled until the required fields and a contact are there', async () => {
    mockApi(() => created);
    const { user } = renderScreen(<AddClientDialog onClose={jest.fn()} />);
    const submit = screen.getByRole('button', { name: 'Create Client' });
    expect(submit).toBeDisabled();
    expect(screen.getByLabelText('Country')).toHaveValue('India');
    await fillRequired(user);
    expect(submit).toBeDisabled();
    await enter(user, contact(1).getByLabelText('Name'), 'Anita Rao');
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove contact 1' }));
    expect(submit).toBeDisabled();
    expect(screen.getByText('At least one contact is required')).toBeInTheDocument();
  });

  it('names beside the disabled Create Client what is still missing, first missing field first', async () => {
    mockApi(() => created);
    const { user } = renderScreen(<AddClientDialog onClose={jest.fn()} />);
    const submit = screen.getByRole('button', { name: 'Create Client' });
    expect(submit).toHaveAccessibleDescription('Company Name is required');
    await enter(user, screen.getByLabelText(/Company Name/), 'Acme Traders Pvt Ltd');
    expect(submit).toHaveAccessibleDescription('Company Address is required');
    await enter(user, screen.getByLabelText(/Company Address/), '12 MG Road');
    await pickState(user, 'Maharashtra');
    expect(submit).toHaveAccessibleDescription('GST Number is required');
    await enter(user, screen.getByLabelText(/GST Number/), '27aapfu0939f1zv');
    await user.click(screen.getByRole('button', { name: 'Remove contact 1' }));
    expect(submit).toHaveAccessibleDescription('Add a contact to continue');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await enter(user, contact(1).getByLabelText('Name'), 'Anita Rao');
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAccessibleDescription();
  });

  it.each([
    [
      'Unregistered',
      /No GST number \(an individual/,
      'Karnataka',
      { gst_category: 'unregistered', gst_number: '', address: { state: 'Karnataka', country: 'India' } },
    ],
    [
      'Overseas',
      /A client outside India/,
      null,
      { gst_category: 'overseas', gst_number: '', address: { state: '', country: 'United States' } },
    ],
  ] as const)('creates an %s client without a GST number, explaining the category', async (label, hint, state, sent) => {
    const calls = mockApi(() => created);
    const { user } = renderScreen(<AddClientDialog onClose={jest.fn()} />);
    await enter(user, screen.getByLabelText(/Company Name/), 'Meera Iyer');
    await enter(user, screen.getByLabelText(/Company Address/), '22 Residency Road');
    await user.click(screen.getByRole('combobox', { name: /GST Category/ }));
    await user.click(screen.getByRole('option', { name: label }));
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(screen.queryByLabelText(/GST Number/)).not.toBeInTheDocument();
    await enter(user, contact(1).getByLabelText('Name'), 'Priya Menon');
    const submit = screen.getByRole('button', { name: 'Create Client' });
    expect(submit).toBeDisabled();
    if (state) await pickState(user, state);
    else {
      expect(screen.getByText('Country is required')).toBeInTheDocument();
      await user.click(screen.getByRole('combobox', { name: /Country/ }));
      await user.click(screen.getByRole('option', { name: 'United States' }));
    }
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject(sent);
  });

  it('creates an overseas client with its own postcode and region, where India takes a 6-digit PIN code', async () => {
    const calls = mockApi(() => created);
    const { user } = renderScreen(<AddClientDialog onClose={jest.fn()} />);
    expect(screen.getByLabelText('PIN Code')).toBeInTheDocument();
    await enter(user, screen.getByLabelText(/Company Name/), 'Thames Analytics Ltd');
    await enter(user, screen.getByLabelText(/Company Address/), '1 Gresham Street');
    await user.click(screen.getByRole('combobox', { name: /GST Category/ }));
    await user.click(screen.getByRole('option', { name: 'Overseas' }));
    await user.click(screen.getByRole('combobox', { name: /Country/ }));
    await user.click(screen.getByRole('option', { name: 'United Kingdom' }));
    expect(screen.queryByLabelText('PIN Code')).not.toBeInTheDocument();
    await enter(user, screen.getByLabelText('Postcode'), 'EC2V/8AA');
    await enter(user, screen.getByLabelText('State / Region'), 'Greater London');
    await enter(user, contact(1).getByLabelText('Name'), 'Oliver Hart');
    await user.click(screen.getByRole('button', { name: 'Create Client' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(
        'Postcode must be letters and digits (spaces and hyphens between them), at most 12 characters',
      ),
    );
    expect(calls).toHaveLength(0);
    await user.clear(screen.getByLabelText('Postcode'));
    await enter(user, screen.getByLabelText('Postcode'), 'EC2V 8AA');
    await user.click(screen.getByRole('button', { name: 'Create Client' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      gst_category: 'overseas',
      address: { street: '1 Gresham Street', state: 'Greater London', pincode: 'EC2V 8AA', country: 'United Kingdom' },
    });
  });

  it('gives the contact inputs the size of the company fields', () => {
    mockApi(() => created);
    renderScreen(<AddClientDialog onClose={jest.fn()} />);
    const sizeOf = (input: HTMLElement) => input.closest('.MuiInputBase-root')!.className.includes('MuiInputBase-sizeSmall');
    expect(sizeOf(screen.getByLabelText(/Company Name/))).toBe(false);
    for (const label of ['Name', 'Role', 'Email', 'Phone']) expect(sizeOf(contact(1).getByLabelText(label))).toBe(false);
  });

  it('takes digits only for PIN code and phones, and upper-cases the GST number', async () => {
    mockApi(() => created);
    const { user } = renderScreen(<AddClientDialog onClose={jest.fn()} />);
    await user.type(screen.getByLabelText('PIN Code'), '41a10019');
    expect(screen.getByLabelText('PIN Code')).toHaveValue('411001');
    await user.type(contact(1).getByLabelText('Phone'), '98x765 432109');
    expect(contact(1).getByLabelText('Phone')).toHaveValue('9876543210');
    await user.type(screen.getByLabelText(/GST Number/), '27-aapfu 0939f1zv99');
    expect(screen.getByLabelText(/GST Number/)).toHaveValue('27AAPFU0939F1ZV');
  });

  it('marks duplicate contact phones and e-mails inline and blocks the submit', async () => {
    mockApi(() => created);
    const { user } = renderScreen(<AddClientDialog onClose={jest.fn()} />);
    await fillRequired(user);
    await enter(user, contact(1).getByLabelText('Name'), 'Anita');
    await enter(user, contact(1).getByLabelText('Phone'), '9876543210');
    await enter(user, contact(1).getByLabelText('Email'), 'anita@acme.in');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await enter(user, contact(2).getByLabelText('Name'), 'Vikram');
    await enter(user, contact(2).getByLabelText('Phone'), '9876543210');
    await enter(user, contact(2).getByLabelText('Email'), 'ANITA@acme.in');
    expect(contact(1).getByText('Duplicate phone')).toBeInTheDocument();
    expect(contact(2).getByText('Duplicate phone')).toBeInTheDocument();
    expect(contact(2).getByText('Duplicate email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Client' })).toBeDisabled();
  });

  it('checks the GST number against its check character and the chosen state', async () => {
    const calls = mockApi(() => created);
    const { user } = renderScreen(<AddClientDialog onClose={jest.fn()} />);
    await enter(user, screen.getByLabelText(/Company Name/), 'Acme');
    await enter(user, screen.getByLabelText(/Company Address/), 'MG Road');
    await pickState(user, 'Karnataka');
    await enter(user, screen.getByLabelText(/GST Number/), '27AAPFU0939F1ZW');
    await enter(user, contact(1).getByLabelText('Name'), 'Anita');
    await user.click(screen.getByRole('button', { name: 'Create Client' }));
    // The field's own helper text (a toast may say the same once it shows).
    await waitFor(() =>
      expect(screen.getByLabelText(/GST Number/)).toHaveAccessibleDescription(
        "The GSTIN's check character is wrong: the last character should be V",
      ),
    );
    await user.clear(screen.getByLabelText(/GST Number/));
    await enter(user, screen.getByLabelText(/GST Number/), '27AAPFU0939F1ZV');
    await user.click(screen.getByRole('button', { name: 'Create Client' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/GST Number/)).toHaveAccessibleDescription('GST number state code does not match the selected state'),
    );
    expect(calls).toHaveLength(0);
  });

  it('creates the client with a generated code, the API type spelling and no blank contacts', async () => {
    const onClose = jest.fn();
    const calls = mockApi(() => created);
    const { user } = renderScreen(<AddClientDialog onClose={onClose} />);
    await fillRequired(user);
    await user.click(screen.getByRole('combobox', { name: 'Client Type' }));
    await user.click(screen.getByRole('option', { name: 'Private Ltd OPC' }));
    await enter(user, contact(1).getByLabelText('Name'), 'Anita Rao');
    await enter(user, contact(1).getByLabelText('Email'), 'Anita@Acme.in');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await user.click(screen.getByRole('button', { name: 'Create Client' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = calls[0]!.body as Record<string, unknown>;
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/clients/' });
    // Left empty, the code is the server's next of the firm's sequence.
    expect(body).not.toHaveProperty('client_code');
    expect(body).toMatchObject({
      client_name: 'Acme Traders Pvt Ltd',
      client_type: 'one_person_company',
      gst_number: '27AAPFU0939F1ZV',
      is_active: true,
      address: { street: '12 MG Road', state: 'Maharashtra', country: 'India' },
      contacts: [{ name: 'Anita Rao', email: 'anita@acme.in', is_active: true }],
    });
    expect((body.contacts as { id?: unknown }[])[0]!.id).toBeUndefined();
  });

  it("adds and removes contact rows, keeping each row's values and error with its row", async () => {
    const calls = mockApi(() => created);
    const onClose = jest.fn();
    const { user } = renderScreen(<AddClientDialog onClose={onClose} />);
    await fillRequired(user);
    await enter(user, contact(1).getByLabelText('Name'), 'Anita');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    expect(screen.getAllByRole('group')).toHaveLength(3);
    await enter(user, contact(2).getByLabelText('Name'), 'Vikram');
    await enter(user, contact(3).getByLabelText('Name'), 'Kiran');
    await enter(user, contact(3).getByLabelText('Email'), 'kiran@');
    await user.click(screen.getByRole('button', { name: 'Create Client' }));
    expect(await contact(3).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(await screen.findByText('Contact 3 Email Address Error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove contact 2' }));
    expect(screen.getAllByRole('group')).toHaveLength(2);
    expect(contact(1).getByLabelText('Name')).toHaveValue('Anita');
    expect(contact(2).getByLabelText('Name')).toHaveValue('Kiran');
    expect(contact(2).getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(contact(2).getByLabelText('Email'), 'acme.in');
    expect(contact(2).queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Client' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((calls[0]!.body as { contacts: { name: string; email?: string }[] }).contacts).toMatchObject([
      { name: 'Anita' },
      { name: 'Kiran', email: 'kiran@acme.in' },
    ]);
  });

  it('rewrites the server duplicate-contact message and titles the toast', async () => {
    mockApi(() => ({ status: 400, data: { success: false, message: 'Contact phone already exists', code: 'CONTACT_PHONE_TAKEN' } }));
    const { user } = renderScreen(<AddClientDialog onClose={jest.fn()} />);
    await fillRequired(user);
    await enter(user, contact(1).getByLabelText('Name'), 'Anita Rao');
    await user.click(screen.getByRole('button', { name: 'Create Client' }));
    const text =
      'A contact with this phone number already exists for this client. Please use a different phone number or update the existing contact.';
    expect(await screen.findAllByText(text)).toHaveLength(2);
    expect(screen.getByText('Error Saving Client')).toBeInTheDocument();
  });
});
