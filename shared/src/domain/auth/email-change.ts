import { z } from 'zod';
import { otpSchema } from './auth';

// A change of one's own e-mail takes effect once the code sent to the new address is entered.

export const emailChangeVerifyBodySchema = z.object({ otp: otpSchema });
export type EmailChangeVerifyBody = z.infer<typeof emailChangeVerifyBodySchema>;
