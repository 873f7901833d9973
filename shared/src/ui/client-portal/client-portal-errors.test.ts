import { CLIENT_PORTAL_TEXT, clientPortalFailureOf } from './client-portal-errors';

describe('the client portal’s failures', () => {
  it('turns a refusal of the portal into the access error, and other failures into words to show', () => {
    expect(clientPortalFailureOf({ status: 403, data: { message: 'User not found or inactive' } })).toEqual({ kind: 'access' });
    expect(clientPortalFailureOf({ status: 401 })).toEqual({ kind: 'access' });
    expect(clientPortalFailureOf({ status: 500, data: { message: 'Internal server error' } })).toEqual({
      kind: 'load',
      message: CLIENT_PORTAL_TEXT.loadTasksFailed,
    });
    expect(clientPortalFailureOf({ code: 'ERR_NETWORK' })).toEqual({ kind: 'load', message: 'Failed to load tasks' });
    expect(clientPortalFailureOf({ status: 400, data: { message: 'Tab must be one of ongoing, completed' } })).toEqual({
      kind: 'load',
      message: 'Tab must be one of ongoing, completed',
    });
  });

  it('says the fallback it is given when the server’s words would not help', () => {
    expect(clientPortalFailureOf({ status: 502 }, CLIENT_PORTAL_TEXT.loadInvoicesFailed)).toEqual({
      kind: 'load',
      message: 'Failed to load invoices',
    });
  });
});
