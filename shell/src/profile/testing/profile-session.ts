import { sessionExpiry, useSessionStore } from '@firm/shared/runtime';

// Tests only: what the profile page's tests do around each test.

/** Before each test the session-expiry redirect does nothing; after it the session is signed out and every spy restored. */
export function signOutAfterEachTest() {
  beforeEach(() => {
    jest.spyOn(sessionExpiry, 'redirect').mockImplementation(() => undefined);
  });
  afterEach(() => {
    useSessionStore.getState().signOut();
    jest.restoreAllMocks();
  });
}
