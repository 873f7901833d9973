import { z } from 'zod';

// Params and query parts the master-data routes share.

/** A record id in the path; anything else is a 422. */
export const idParams = z.object({ id: z.coerce.number().int().positive() });

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
