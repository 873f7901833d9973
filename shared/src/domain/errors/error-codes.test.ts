import { ERROR_CODES, errorCodeOf, errorCodesOf, isErrorCode } from './error-codes';

describe('error codes', () => {
  it('lists each code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it.each([
    [{ success: false, message: 'Client not found', code: 'NOT_FOUND' }, 'NOT_FOUND'],
    [{ detail: [], code: 'INVALID_REQUEST' }, 'INVALID_REQUEST'],
    [{ success: false, message: 'x', code: 'SOMETHING_NEW' }, undefined],
    [{ success: false, message: 'x' }, undefined],
    ['<html>Bad gateway</html>', undefined],
    [null, undefined],
  ])('reads the code of %j as %s', (data, code) => {
    expect(errorCodeOf(data)).toBe(code);
  });

  it('collects the answer code and the codes of its field errors', () => {
    const data = {
      code: 'VALIDATION',
      errors: [{ field: 'contacts.0.phone', message: 'm', code: 'CONTACT_PHONE_TAKEN' }, { field: 'name', message: 'm' }, null],
    };
    expect(errorCodesOf(data)).toEqual(['VALIDATION', 'CONTACT_PHONE_TAKEN']);
  });

  it('knows only the catalogue', () => {
    expect(isErrorCode('EMAIL_TAKEN')).toBe(true);
    expect(isErrorCode('email_taken')).toBe(false);
  });
});
