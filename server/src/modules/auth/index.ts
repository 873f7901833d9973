import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { authRoutes, type AuthRoutesOptions } from './auth.routes';

// Sign-in, one-time codes and sessions (spec 01 §2).

export const authModule = fp(
  async (app: FastifyInstance, options: AuthRoutesOptions) => {
    await app.register(authRoutes, options);
  },
  { name: 'auth' },
);

export { issueRefreshToken, revokeSessionsOf } from './refresh-tokens';
export { OTP_POLICY, OTP_TEXT, generateCode } from './otp-codes';
