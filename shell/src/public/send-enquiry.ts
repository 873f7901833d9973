import { CONTACT_TEXT, type ContactErrors, type ContactField, type ContactForm } from '../../../shared/src/domain/enquiry/contact';

// The contact form's one call (it sends for real). Plain fetch, not the portal's axios
// instance: the public pages stay free of the portal's libraries.

export type SendResult = { ok: true; message: string } | { ok: false; message: string; fieldErrors?: ContactErrors };

const FIELDS: readonly string[] = ['name', 'email', 'phone', 'company', 'service', 'message'];

async function bodyOf(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The server's per-field messages (400 `errors`), for the fields the form has. */
function fieldErrorsOf(body: Record<string, unknown>): ContactErrors | undefined {
  if (!Array.isArray(body.errors)) return undefined;
  const errors: ContactErrors = {};
  for (const entry of body.errors as { field?: unknown; message?: unknown }[]) {
    if (typeof entry?.field === 'string' && FIELDS.includes(entry.field) && typeof entry.message === 'string') {
      errors[entry.field as ContactField] = entry.message;
    }
  }
  return Object.keys(errors).length ? errors : undefined;
}

export async function sendEnquiry(form: ContactForm): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch('/api/enquiries', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(form),
    });
  } catch {
    return { ok: false, message: CONTACT_TEXT.failed };
  }
  const body = await bodyOf(response);
  if (response.status === 201 || response.status === 200) return { ok: true, message: CONTACT_TEXT.sent };
  if (response.status === 429) return { ok: false, message: CONTACT_TEXT.tooMany };
  const fieldErrors = response.status === 400 ? fieldErrorsOf(body) : undefined;
  return { ok: false, message: CONTACT_TEXT.failed, ...(fieldErrors ? { fieldErrors } : {}) };
}
