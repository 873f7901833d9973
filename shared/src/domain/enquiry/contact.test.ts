import { EMPTY_CONTACT_FORM, canSubmitContact, validateContactField, validateContactForm, type ContactField } from './contact';

describe('contact form rules', () => {
  it.each<[ContactField, string, string | undefined]>([
    ['name', '', 'Name is required'],
    ['name', '   ', 'Name is required'],
    ['name', 'Ananya Rao', undefined],
    ['name', 'a'.repeat(101), 'Name must be no more than 100 characters'],
    ['email', '', 'Email is required'],
    ['email', 'ananya', 'Please enter a valid email address'],
    ['email', 'ananya@example', 'Please enter a valid email address'],
    ['email', 'ananya rao@example.in', 'Please enter a valid email address'],
    ['email', ' ananya@example.in ', undefined],
    ['phone', '', undefined],
    ['phone', '98200 1234', 'Phone number must be at least 10 digits'],
    ['phone', '+91 98200 12345', undefined],
    ['company', '', undefined],
    ['company', 'Rao Textiles Pvt Ltd', undefined],
    ['service', '', undefined],
    ['service', 'Compliance & ROC', undefined],
    ['service', 'Astrology', 'Service format is invalid'],
    ['message', '', 'Message is required'],
    ['message', 'Please call me about GST registration.', undefined],
    ['message', 'x'.repeat(2001), 'Message must be no more than 2000 characters'],
  ])('checks %s %j and answers %j', (field, value, message) => {
    expect(validateContactField(field, value)).toBe(message);
  });

  it('reports every missing required field of an empty form and nothing for the optional ones', () => {
    expect(validateContactForm(EMPTY_CONTACT_FORM)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });

  it.each([
    [{ name: 'A', email: 'a@b.in', message: 'Hi' }, {}, true],
    [{ name: 'A', email: 'a@b.in', message: '' }, {}, false],
    [{ name: ' ', email: 'a@b.in', message: 'Hi' }, {}, false],
    [{ name: 'A', email: 'a@b', message: 'Hi' }, { email: 'Please enter a valid email address' }, false],
    [{ name: 'A', email: 'a@b.in', message: 'Hi', phone: '12' }, { phone: 'Phone number must be at least 10 digits' }, false],
  ])('allows sending %j with errors %j: %s', (values, errors, allowed) => {
    expect(canSubmitContact({ ...EMPTY_CONTACT_FORM, ...values }, errors)).toBe(allowed);
  });
});
