import { z } from 'zod';
import { wireClientTypeSchema } from '../client';
import { DEFAULT_GST_CATEGORY, GST_CATEGORIES } from '../gst-category';
import { GST_TREATMENTS } from '../gst-rate';
import { listAnswerSchema, listQuerySchema, queryBoolean, queryChoice } from './list';
import type { OrgUser } from '../user';

// The five lists of spec 01's admin screens: their query strings and answers. The server declares
// these as the routes' schemas; the browser parses every answer with the same ones. The entities infer
// their row types (ClientListRow, AdminUser, ServiceCategory, SacCode) from the row schemas here.

const activeFilters = { is_active: queryBoolean('Status') };

/**
 * Master data keeps the older call's reading: a bare call lists active records only (what a picker
 * wants), ?include_inactive=true lists both, ?is_active=true|false picks one status.
 */
const masterDataFilters = { ...activeFilters, include_inactive: queryBoolean('Include inactive') };
export function masterDataStatus(query: { is_active?: boolean; include_inactive?: boolean }): boolean | undefined {
  if (query.is_active !== undefined) return query.is_active;
  return query.include_inactive ? undefined : true;
}

// Clients (GET /api/clients/).
export const clientListRowSchema = z.object({
  client_id: z.number(),
  client_name: z.string(),
  client_code: z.string(),
  cin: z.string().nullable(),
  is_active: z.boolean(),
  client_type: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The client's GST category (Regular for clients saved before categories). */
  gst_category: z.enum(GST_CATEGORIES).default(DEFAULT_GST_CATEGORY),
});

export const CLIENT_SORT_KEYS = ['code', 'name', 'type', 'email', 'phone', 'status'] as const;
export const clientListQuerySchema = listQuerySchema({
  sortKeys: CLIENT_SORT_KEYS,
  defaultSort: 'name',
  // Either spelling of a type (one_person_company or private_limited_opc), as the write calls accept.
  filters: { ...activeFilters, client_type: z.preprocess((v) => (v === '' ? undefined : v), wireClientTypeSchema.optional()) },
});
/** A client with its address and contacts (GET /api/clients/{id} and the writes). */
export const clientDetailSchema = clientListRowSchema.extend({
  address: z.object({
    street: z.string(),
    city: z.string().nullable(),
    state: z.string(),
    pincode: z.string().nullable(),
    country: z.string(),
  }),
  gst_number: z.string(),
  billing_office_id: z.number().nullable(),
  contacts: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      role: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      is_active: z.boolean(),
    }),
  ),
  created_at: z.string(),
  updated_at: z.string(),
});
/** The clients matching status and search counted by type (the screen's tiles), and their sum. */
export const clientSummarySchema = z.object({ counts_by_type: z.record(z.string(), z.number()), total: z.number() });
export const clientListAnswerSchema = listAnswerSchema(z.object({ clients: z.array(clientListRowSchema) }), clientSummarySchema);

// Staff: the admin's organisation users (GET /api/v1/users/users) and the super admin's admins.
export const adminUserSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  firm_name: z.string().nullable(),
  is_active: z.boolean(),
  designation: z.string().nullable(),
  role_id: z.number(),
  role_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** An organisation user is an admin user with its organisation. */
export const orgUserSchema = adminUserSchema.extend({ organization_id: z.number() }) satisfies z.ZodType<OrgUser>;

export const STAFF_SORT_KEYS = ['name', 'email', 'phone', 'role', 'status', 'firm', 'created'] as const;
export const USER_LIST_ROLES = ['admin', 'supervisor', 'employee'] as const;
export const userListQuerySchema = listQuerySchema({
  sortKeys: STAFF_SORT_KEYS,
  defaultSort: 'name',
  filters: { ...activeFilters, role: queryChoice('Role', USER_LIST_ROLES) },
});
export const userListAnswerSchema = listAnswerSchema(z.array(orgUserSchema));
export const adminListQuerySchema = listQuerySchema({ sortKeys: STAFF_SORT_KEYS, defaultSort: 'name', filters: activeFilters });
export const adminListAnswerSchema = listAnswerSchema(z.array(adminUserSchema));

// Service categories (GET /api/master/service-categories).
export const serviceCategorySchema = z.object({
  service_category_id: z.number(),
  name: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  /** Spec 02 §3's option field: CGST plus SGST, the rate a domestic invoice charges (optional: the server always sends it). */
  gst_tax_percentage: z.number().optional(),
  /** Taxable, or 0 % as nil-rated or exempt (optional: the server always sends it). */
  gst_treatment: z.enum(GST_TREATMENTS).optional(),
  created_at: z.string().nullable(),
});
export const SERVICE_CATEGORY_SORT_KEYS = ['name', 'description', 'status', 'cgst', 'sgst', 'igst', 'created'] as const;
export const serviceCategoryListQuerySchema = listQuerySchema({
  sortKeys: SERVICE_CATEGORY_SORT_KEYS,
  defaultSort: 'name',
  filters: masterDataFilters,
});
export const serviceCategoryListAnswerSchema = listAnswerSchema(z.object({ service_categories: z.array(serviceCategorySchema) }));

// SAC codes (GET /api/master/sac-codes).
export const sacCodeSchema = z.object({
  sac_code_id: z.number(),
  code: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  created_at: z.string().nullable(),
});
export const SAC_CODE_SORT_KEYS = ['code', 'description', 'status', 'created'] as const;
export const sacCodeListQuerySchema = listQuerySchema({ sortKeys: SAC_CODE_SORT_KEYS, defaultSort: 'code', filters: masterDataFilters });
export const sacCodeListAnswerSchema = listAnswerSchema(z.object({ sac_codes: z.array(sacCodeSchema) }));
