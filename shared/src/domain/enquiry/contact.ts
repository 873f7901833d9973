// The public contact form's rules (spec 01 §5). Plain functions, no zod: the public pages import this
// file directly and must not pull a validation library into their first load.

export const CONTACT_SERVICES = [
  'Audit & Assurance',
  'Taxation Services',
  'Compliance & ROC',
  'Business Advisory',
  'Corporate Services',
  'Other Services',
] as const;

export type ContactService = (typeof CONTACT_SERVICES)[number];

/** The form's toasts: spec 01 §2's success text, and what a failed send says (the form is real). */
export const CONTACT_TEXT = {
  sent: "Your message has been sent. We'll get back to you soon.",
  failed: 'Your message could not be sent. Please try again, or call or e-mail us.',
  tooMany: 'Too many messages from this connection. Please try again later, or call or e-mail us.',
} as const;
export type ContactField = 'name' | 'email' | 'phone' | 'company' | 'service' | 'message';
export type ContactForm = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_FORM: ContactForm = { name: '', email: '', phone: '', company: '', service: '', message: '' };

export const CONTACT_LABELS: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  service: 'Service',
  message: 'Message',
};

const REQUIRED: readonly ContactField[] = ['name', 'email', 'message'];
const MAX_LENGTH: Partial<Record<ContactField, number>> = { name: 100, email: 255, company: 150, message: 2000 };
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for one field, or undefined when the value is acceptable. */
export function validateContactField(field: ContactField, raw: string): string | undefined {
  const value = raw.trim();
  const label = CONTACT_LABELS[field];
  if (!value) return REQUIRED.includes(field) ? `${label} is required` : undefined;
  const max = MAX_LENGTH[field];
  if (max !== undefined && value.length > max) return `${label} must be no more than ${max} characters`;
  if (field === 'email' && !EMAIL_PATTERN.test(value)) return 'Please enter a valid email address';
  if (field === 'phone' && value.replace(/\D/g, '').length < 10) return 'Phone number must be at least 10 digits';
  if (field === 'service' && !(CONTACT_SERVICES as readonly string[]).includes(value)) return `${label} format is invalid`;
  return undefined;
}

/** Every field's message; an empty object when the form can be sent. */
export function validateContactForm(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of Object.keys(form) as ContactField[]) {
    const message = validateContactField(field, form[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Spec 01 §5: submit stays disabled until name, e-mail and message are filled and no error is shown. */
export function canSubmitContact(form: ContactForm, errors: ContactErrors): boolean {
  return REQUIRED.every((field) => form[field].trim() !== '') && Object.values(errors).every((message) => !message);
}
