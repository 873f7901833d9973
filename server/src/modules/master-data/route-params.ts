import { z } from 'zod';
import { DECIMAL_ID_PATTERN, LIMITS, plainText } from '@firm/shared/domain';

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

/** Free text typed into a list's search box. */
export const searchText = plainText('Search').trim().max(200);

/** 'true' or 'false' in a query string. */
export const booleanText = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * ?is_active=true|false picks one status; otherwise ?include_inactive=true lists both, and a bare
 * call lists active records only (the pickers of spec 02 call it that way).
 */
export const activeFilterQuery = z
  .object({ include_inactive: booleanText.optional(), is_active: booleanText.optional() })
  .transform(({ include_inactive, is_active }): { isActive?: boolean } => {
    if (is_active !== undefined) return { isActive: is_active };
    return include_inactive ? {} : { isActive: true };
  });
