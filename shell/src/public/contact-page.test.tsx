import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactPage } from './contact-page';
import { renderWithRouter } from './render-with-router';

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

  it('sends nothing over the network, shows the success toast and clears the form', async () => {
    const fetchSpy = jest.fn();
    Object.assign(globalThis, { fetch: fetchSpy });
    const { user, name, email, phone, company, service, message, submit } = setup();

    await user.type(name, 'Ananya Rao');
    await user.type(email, 'ananya@raotextiles.in');
    await user.type(phone, '+91 98200 12345');
    await user.type(company, 'Rao Textiles Pvt Ltd');
    await user.selectOptions(service, 'Compliance & ROC');
    await user.type(message, 'Please quote for our annual ROC filings.');
    await user.click(submit);

    const toasts = screen.getByRole('region', { name: 'Notifications (Alt+T)' });
    expect(await within(toasts).findByText("Your message has been sent. We'll get back to you soon.")).toBeInTheDocument();
    for (const field of [name, email, phone, company, message]) expect(field).toHaveValue('');
    expect(service).toHaveValue('');
    expect(submit).toBeDisabled();
    expect(fetchSpy).not.toHaveBeenCalled();
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
