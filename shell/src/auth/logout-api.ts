import { http } from '@firm/shared/runtime';

/**
 * Revokes the session on the server: the refresh cookie's token and the session the bearer names.
 * Through the portal's axios instance (it adds the token); the sign-in page calls it only once its
 * second chunk, which brings that instance, is in.
 */
export async function logout(): Promise<void> {
  await http.post('/api/auth/logout', {});
}
