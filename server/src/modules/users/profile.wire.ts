import { z } from 'zod';
import type { ProfileData } from './profile.repo';

/** A profile as the Profile page reads it (GET/PUT /api/v1/users/users/:id and the e-mail change). */
export const profileSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  is_active: z.boolean(),
  role_name: z.string(),
  role_id: z.number().nullable(),
  firm_name: z.string().nullable(),
  designation: z.string().nullable(),
  organization_id: z.number(),
  address: z.string().nullable(),
  client_id: z.number().nullable(),
  client_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<ProfileData>;
