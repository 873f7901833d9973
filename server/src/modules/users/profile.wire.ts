import { z } from 'zod';
import { profileSchema as domainProfileSchema } from '@firm/shared/domain/user';
import type { ProfileData } from './profile.repo';

/** The domain's profile schema, held to the repository's row shape. */
export const profileSchema = domainProfileSchema satisfies z.ZodType<ProfileData>;
