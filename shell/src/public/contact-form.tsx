import { useState, type ChangeEvent, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { useSnackbar } from 'notistack';
import {
  CONTACT_LABELS,
  CONTACT_SERVICES,
  EMPTY_CONTACT_FORM,
  canSubmitContact,
  validateContactField,
  validateContactForm,
  type ContactErrors,
  type ContactField,
  type ContactForm as ContactValues,
} from '../../../shared/src/domain/enquiry/contact';
import { sendEnquiry } from './send-enquiry';

type FieldProps = {
  field: ContactField;
  required?: boolean;
  error?: string;
  children: (ariaProps: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
};

function Field({ field, required = false, error, children }: FieldProps) {
  const id = `contact-${field}`;
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={id}>
        {CONTACT_LABELS[field]}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="field__optional"> (optional)</span>
        )}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Spec 01 §2 and §5, made real: the message goes to POST /api/enquiries, which stores it and
 * e-mails the firm; the success toast shows only once the server has it. A field's error shows when
 * it is left and clears when it is edited.
 */
export function ContactForm() {
  const { enqueueSnackbar } = useSnackbar();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const field = event.target.name as ContactField;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const field = event.target.name as ContactField;
    const message = validateContactField(field, event.target.value);
    if (message) setErrors((current) => ({ ...current, [field]: message }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = validateContactForm(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setSending(true);
    const result = await sendEnquiry(values);
    setSending(false);
    if (!result.ok) {
      // What was typed stays, so nothing is lost when the send fails.
      if (result.fieldErrors) setErrors(result.fieldErrors);
      enqueueSnackbar(result.message, { variant: 'error' });
      return;
    }
    enqueueSnackbar(result.message, { variant: 'success' });
    setValues(EMPTY_CONTACT_FORM);
    setErrors({});
  };

  const common = (field: ContactField) => ({ name: field, value: values[field], onChange: handleChange, onBlur: handleBlur });

  return (
    <form className="contact-form" noValidate onSubmit={handleSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      <p className="contact-form__hint">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">as required</span> are required. We reply within one working day.
      </p>
      <div className="contact-form__row">
        <Field field="name" required error={errors.name}>
          {(aria) => <input {...aria} {...common('name')} type="text" autoComplete="name" required />}
        </Field>
        <Field field="email" required error={errors.email}>
          {(aria) => <input {...aria} {...common('email')} type="email" autoComplete="email" required />}
        </Field>
      </div>
      <div className="contact-form__row">
        <Field field="phone" error={errors.phone}>
          {(aria) => <input {...aria} {...common('phone')} type="tel" autoComplete="tel" inputMode="tel" />}
        </Field>
        <Field field="company" error={errors.company}>
          {(aria) => <input {...aria} {...common('company')} type="text" autoComplete="organization" />}
        </Field>
      </div>
      <Field field="service" error={errors.service}>
        {(aria) => (
          <select {...aria} {...common('service')}>
            <option value="">Select a service</option>
            {CONTACT_SERVICES.map((service) => (
              <option key={service} value={service}>
                {service}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field field="message" required error={errors.message}>
        {(aria) => <textarea {...aria} {...common('message')} rows={6} required />}
      </Field>
      <button type="submit" className="button button--primary contact-form__submit" disabled={sending || !canSubmitContact(values, errors)}>
        {sending ? 'Sending...' : 'Send message'}
      </button>
    </form>
  );
}
