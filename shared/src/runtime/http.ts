import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';
import { useSessionStore } from './session-store';
import { readStoredToken } from './stored-session';
import { STORAGE_KEYS } from './storage-keys';
import { currentPath, markSessionEnded, rememberReturnPath } from './session-end';

/** The one axios instance every browser call goes through (same origin as the shell by default). */
export const http = axios.create({
  baseURL: '',
  // The refresh token travels as an HttpOnly cookie, so requests carry credentials.
  withCredentials: true,
  headers: { 'Content-Type': 'application/json' },
});

// Synchronous (axios' flag): the request leaves in the caller's own task, not after a chain of
// promise steps that a busy page can hold back by tens of milliseconds (a screen's first-page prefetch).
http.interceptors.request.use(
  (config) => {
    const token = useSessionStore.getState().accessToken ?? readStoredToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    try {
      const orgId = window.localStorage.getItem(STORAGE_KEYS.organizationId);
      if (orgId) config.headers.set('X-Organization-ID', orgId);
      const orgContext = window.localStorage.getItem(STORAGE_KEYS.userOrganization);
      if (orgContext) config.headers.set('X-Organization-Context', orgContext);
    } catch {
      // No storage: the token alone identifies the organisation on the server.
    }
    return config;
  },
  undefined,
  { synchronous: true },
);

type RetriableConfig = AxiosRequestConfig & { _retried?: boolean };

let refreshing: Promise<string | null> | null = null;

/** One refresh at a time, whatever the number of calls that got a 401 together. */
export function refreshAccessToken(): Promise<string | null> {
  // Through `http` itself (same base URL and adapter); the 401 handler below skips this path.
  refreshing ??= http
    .post<{ data?: { access_token?: string } }>('/api/auth/refresh', {})
    .then((res) => {
      const token = res.data?.data?.access_token ?? null;
      if (token) useSessionStore.getState().setAccessToken(token);
      return token;
    })
    .catch(() => null)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Where a 401 that cannot be refreshed sends the user (spec 01 §4); replaceable in tests. */
export const sessionExpiry = {
  redirect: (path: string) => window.location.assign(path),
};

const NO_REFRESH = ['/api/auth/request-otp', '/api/auth/verify-otp', '/api/auth/select-account', '/api/auth/refresh', '/api/auth/logout'];

http.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as RetriableConfig | undefined;
  const url = config?.url ?? '';
  if (error.response?.status === 401 && config && !NO_REFRESH.some((path) => url.startsWith(path))) {
    if (!config._retried) {
      config._retried = true;
      const token = await refreshAccessToken();
      if (token) return http.request(config);
    }
    console.warn('Authentication required. Please log in again.');
    // Other tabs hear of it through the storage event the cleared token raises (see the shell's session sync).
    useSessionStore.getState().clearTokens();
    rememberReturnPath(currentPath());
    markSessionEnded();
    sessionExpiry.redirect('/login');
  }
  return Promise.reject(error);
});
