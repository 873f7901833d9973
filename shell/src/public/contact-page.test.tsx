import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactPage } from './contact-page';
import { renderWithRouter } from './render-with-router';

const SENT = "Your message has been sent. We'll get back to you soon.";

type FakeReply = { status: number; body: unknown } | 'network-error';

/** A stand-in for the server behind fetch: records what the form sends and answers `reply`. */
function fakeServer(reply: FakeReply) {
  const requests: { url: string; method?: string; body: unknown }[] = [];
  const fetchImpl = async (url: string, init: RequestInit = {}) => {
    requests.push({ url, method: init.method, body: JSON.parse(String(init.body)) });
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return { status: reply.status, ok: reply.status < 300, json: async () => reply.body } as unknown as Response;
  };
  Object.assign(globalThis, { fetch: fetchImpl });
  return { requests };
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'fetch');
});

async function fillRequired() {
  const fields = setup();
  await fields.user.type(fields.name, 'Ananya Rao');
  await fields.user.type(fields.email, 'ananya@raotextiles.in');
  await fields.user.type(fields.message, 'Hello');
  return fields;
}

function setup() {
  const user = userEvent.setup();
  renderWithRouter(<ContactPage />, '/contact');
  return {
    user,
    name: screen.getByRole('textbox', { name: /^Name/ }),
    email: screen.getByRole('textbox', { name: /^Email/ }),
    phone: screen.getByRole('textbox', { name: /^Phone/ }),
    company: screen.getByRole('textbox', { name: /^Company/ }),
    service: screen.getByRole('combobox', { name: /^Service/ }),
    message: screen.getByRole('textbox', { name: /^Message/ }),
    submit: screen.getByRole('button', { name: 'Send message' }),
  };
}

describe('ContactPage', () => {
  it('keeps Send disabled until name, e-mail and message are filled', async () => {
    const { user, name, email, message, submit } = setup();
    expect(document.title).toBe('Contact Us | Kapoor Iyer & Co.');
    expect(submit).toBeDisabled();

    await user.type(name, 'Ananya Rao');
    await user.type(email, 'ananya@raotextiles.in');
    expect(submit).toBeDisabled();
    await user.type(message, 'We need help with GST annual returns.');

    expect(submit).toBeEnabled();
  });

  it('shows each rule’s message when a field is left and clears it as soon as the field is edited', async () => {
    const { user, name, email, phone, message, submit } = setup();

    await user.click(name);
    await user.tab();
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'ananya@raotextiles');
    await user.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();

    await user.type(phone, '98200');
    await user.tab();
    expect(phone).toHaveAccessibleDescription('Phone number must be at least 10 digits');

    await user.click(message);
    await user.tab();
    expect(message).toHaveAccessibleDescription('Message is required');

    await user.type(name, 'A');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'false');

    await user.type(email, '.in');
    await user.type(message, 'Hello');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    // The phone error is still shown, so Send stays disabled.
    expect(submit).toBeDisabled();
    await user.type(phone, '12345');
    expect(submit).toBeEnabled();
  });

  it('sends the message to the server, and shows the success toast and clears the form once it is stored', async () => {
    const server = fakeServer({ status: 201, body: { success: true, message: SENT } });
    const { user, name, email, phone, company, service, message, submit } = setup();

    await user.type(name, 'Ananya Rao');
    await user.type(email, 'ananya@raotextiles.in');
    await user.type(phone, '+91 98200 12345');
    await user.type(company, 'Rao Textiles Pvt Ltd');
    await user.selectOptions(service, 'Compliance & ROC');
    await user.type(message, 'Please quote for our annual ROC filings.');
    await user.click(submit);

    const toasts = screen.getByRole('region', { name: 'Notifications (Alt+T)' });
    expect(await within(toasts).findByText(SENT)).toBeInTheDocument();
    expect(server.requests).toEqual([
      {
        url: '/api/enquiries',
        method: 'POST',
        body: {
          name: 'Ananya Rao',
          email: 'ananya@raotextiles.in',
          phone: '+91 98200 12345',
          company: 'Rao Textiles Pvt Ltd',
          service: 'Compliance & ROC',
          message: 'Please quote for our annual ROC filings.',
        },
      },
    ]);
    for (const field of [name, email, phone, company, message]) expect(field).toHaveValue('');
    expect(service).toHaveValue('');
    expect(submit).toBeDisabled();
  });

  it.each([
    [
      'the server fails',
      { status: 500, body: { success: false, message: 'Internal server error' } },
      'Your message could not be sent. Please try again, or call or e-mail us.',
    ],
    [
      'the connection sends too much',
      { status: 429, body: { success: false, message: 'Too many' } },
      'Too many messages from this connection. Please try again later, or call or e-mail us.',
    ],
    ['the network is down', 'network-error' as const, 'Your message could not be sent. Please try again, or call or e-mail us.'],
  ])('says so in an error toast and keeps what was typed when %s', async (_case, reply, text) => {
    const server = fakeServer(reply);
    const { user, name, email, message, submit } = await fillRequired();
    await user.click(submit);
    const toasts = screen.getByRole('region', { name: 'Notifications (Alt+T)' });
    expect(await within(toasts).findByText(text)).toBeInTheDocument();
    expect(within(toasts).queryByText(SENT)).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(1);
    expect(name).toHaveValue('Ananya Rao');
    expect(email).toHaveValue('ananya@raotextiles.in');
    expect(message).toHaveValue('Hello');
    expect(submit).toBeEnabled();
  });

  it('shows the server’s message beside the field it refuses', async () => {
    fakeServer({
      status: 400,
      body: { success: false, message: 'Message is required', errors: [{ field: 'message', message: 'Message is required' }] },
    });
    const { user, message, submit } = await fillRequired();
    await user.click(submit);
    await waitFor(() => expect(message).toHaveAccessibleDescription('Message is required'));
  });

  it('lists both offices and four questions that open and close', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ContactPage />, '/contact');

    expect(screen.getByRole('region', { name: 'Head Office, Mumbai' })).toHaveTextContent('400001');
    expect(screen.getByRole('region', { name: 'Branch Office, Bengaluru' })).toHaveTextContent('560025');

    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('group');
    expect(questions).toHaveLength(4);
    const fees = within(faq).getByText('How are your fees set?');
    expect(questions[2]).not.toHaveAttribute('open');
    await user.click(fees);
    expect(questions[2]).toHaveAttribute('open');
    expect(questions[2]).toHaveTextContent('₹2,500.00');
    await user.click(fees);
    expect(questions[2]).not.toHaveAttribute('open');
  });
});
