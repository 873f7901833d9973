import { z } from 'zod';
import { DECIMAL_ID_PATTERN, LIMITS } from '@firm/shared/domain/validation';

// Params and query parts the routes share.

/**
 * A record id in the path: plain decimal within PostgreSQL's integer range. Anything else (`0xc`,
 * `1e3`, ` 12`, `-1`, 2147483648) names no record; the error handler answers 404 for it.
 */
export const idParam = z
  .string()
  .regex(DECIMAL_ID_PATTERN)
  .transform(Number)
  .refine((id) => id <= LIMITS.maxId);

export const idParams = z.object({ id: idParam });
