import { AxiosError } from 'axios';
import { http, sessionExpiry } from './http';
import { useSessionStore } from './session-store';
import { takeReturnPath, takeSessionEnded } from './session-end';
import { mockApi, type MockReply } from './testing';

type Call = { url: string; authorization: string | undefined; organization: string | undefined };

/** Records the headers the client added to each call. */
function serve(reply: (call: Call, index: number) => MockReply) {
  const calls: Call[] = [];
  mockApi(({ url }, config) => {
    const call = {
      url,
      authorization: config.headers.get('Authorization') as string | undefined,
      organization: config.headers.get('X-Organization-ID') as string | undefined,
    };
    calls.push(call);
    return reply(call, calls.length - 1);
  });
  return calls;
}

/** GET /api/clients/ as the server answers it (an empty page). */
const clientsPage = {
  success: true,
  data: { clients: [] },
  pagination: { page: 1, limit: 25, total: 0, pages: 0 },
  summary: { counts_by_type: {}, total: 0 },
};

const redirect = jest.spyOn(sessionExpiry, 'redirect').mockImplementation(() => undefined);
jest.spyOn(console, 'warn').mockImplementation(() => undefined);

beforeEach(() => {
  useSessionStore.getState().signIn('old-token', { id: 5, name: 'Asha Rao', email: 'asha@example.in', role: 'admin', organization_id: 3 });
  redirect.mockClear();
});
afterEach(() => {
  useSessionStore.getState().signOut();
});

describe('the shared HTTP client', () => {
  it('sends the bearer token and the organisation of the stored session', async () => {
    const calls = serve(() => ({ status: 200, data: clientsPage }));
    await http.get('/api/clients/');
    expect(calls[0]).toEqual({ url: '/api/clients/', authorization: 'Bearer old-token', organization: '3' });
  });

  it('sends a call in the caller’s own turn, not after other waiting work', async () => {
    const calls = serve(() => ({ status: 200, data: clientsPage }));
    const answer = http.get('/api/clients/');
    expect(calls).toHaveLength(1);
    await answer;
  });

  it('refreshes once on a 401 and repeats the call with the new token', async () => {
    const calls = serve((call) => {
      if (call.url === '/api/auth/refresh') return { status: 200, data: { success: true, data: { access_token: 'new-token' } } };
      return call.authorization === 'Bearer new-token' ? { status: 200, data: clientsPage } : { status: 401 };
    });
    await expect(http.get('/api/clients/')).resolves.toMatchObject({ data: clientsPage });
    expect(calls.map((c) => c.url)).toEqual(['/api/clients/', '/api/auth/refresh', '/api/clients/']);
    expect(localStorage.getItem('authToken')).toBe('new-token');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('clears the tokens and goes to /login when the refresh is refused', async () => {
    serve(() => ({ status: 401 }));
    await expect(http.get('/api/clients/')).rejects.toBeInstanceOf(AxiosError);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('userEmail')).toBe('asha@example.in');
    expect(redirect).toHaveBeenCalledWith('/login');
  });

  it('remembers the page the session ended on, and that it ended, for the sign-in page of this tab', async () => {
    window.history.replaceState(null, '', '/dashboard/admin/clients?status=active');
    serve(() => ({ status: 401 }));
    await expect(http.get('/api/clients/')).rejects.toBeInstanceOf(AxiosError);
    expect(takeSessionEnded()).toBe(true);
    expect(takeReturnPath('admin')).toBe('/dashboard/admin/clients?status=active');
    window.history.replaceState(null, '', '/');
  });
});
