import { generateInvoiceErrorMessage } from './generate-invoice-errors';

describe('what a failed invoice generation says (spec 02 §8)', () => {
  it('lists field errors as Validation Error: field: message', () => {
    const failure = { status: 400, data: { message: 'Validation failed', errors: [{ field: 'task_id', message: 'Required' }] } };
    expect(generateInvoiceErrorMessage(failure)).toBe('Validation Error: task_id: Required');
  });

  it('gives the server’s message, else Failed to generate invoice', () => {
    expect(generateInvoiceErrorMessage({ status: 409, data: { message: 'Only a closed Project can be invoiced' } })).toBe(
      'Only a closed Project can be invoiced',
    );
    expect(generateInvoiceErrorMessage({ status: 500, data: { message: 'boom' } })).toBe('Failed to generate invoice');
    expect(generateInvoiceErrorMessage({ status: 502 })).toBe('Failed to generate invoice');
  });
});
