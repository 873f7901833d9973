import { z } from 'zod';
import type { adminUserSchema } from '../list';
import {
  DECIMAL_ID_PATTERN,
  emailField,
  idField,
  LIMITS,
  messages,
  optionalField,
  phoneField,
  plainText,
  tenDigitPhoneField,
  textField,
} from '../validation';

// Spec 01 §3, §5, §6: staff registration, admin edits of a user, status toggles, organisation users.

/** Letters, spaces, hyphens and apostrophes: what a person's name may hold (spec 01 §5). */
export const PERSON_NAME_PATTERN = /^[A-Za-z\s'-]+$/;
/** Characters the name inputs refuse as they are typed. */
export const PERSON_NAME_BLOCKED = /[^A-Za-z\s'-]/g;

export function personNameField(label: 'First name' | 'Last name') {
  return plainText(label)
    .trim()
    .min(1, { message: messages.required(label), abort: true })
    .max(LIMITS.nameMax, { message: messages.maxLength(label, LIMITS.nameMax), abort: true })
    .regex(PERSON_NAME_PATTERN, {
      message: `${label} can only contain letters, spaces, hyphens, and apostrophes`,
      abort: true,
    });
}

export const CREATOR_ID_MESSAGES = {
  missing: 'User authentication error. Please log in again.',
  invalid: 'Invalid creator ID. Please log in again.',
} as const;

/** The signed-in user's id as the registration body carries it. */
export const creatorIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && DECIMAL_ID_PATTERN.test(value) ? Number(value) : value),
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === '' ? CREATOR_ID_MESSAGES.missing : CREATOR_ID_MESSAGES.invalid,
    })
    .int({ message: CREATOR_ID_MESSAGES.invalid })
    .positive({ message: CREATOR_ID_MESSAGES.invalid })
    .max(LIMITS.maxId, { message: CREATOR_ID_MESSAGES.invalid }),
);

/** Spec 01 §5 "Registration (any role)" says it in other words than Add Admin. */
export const REGISTERING_USER_ID_MESSAGES = {
  missing: 'User not authenticated. Please log in again.',
  invalid: 'Invalid user ID. Please log in again.',
} as const;

/** The creator id from the session store, or the message to show (Add Admin's by default). */
export function parseCreatorId(
  raw: string | number | null | undefined,
  words: { missing: string; invalid: string } = CREATOR_ID_MESSAGES,
): { ok: true; id: number } | { ok: false; message: string } {
  if (raw === null || raw === undefined || String(raw).trim() === '') return { ok: false, message: words.missing };
  const result = creatorIdSchema.safeParse(raw);
  return result.success ? { ok: true, id: result.data } : { ok: false, message: words.invalid };
}

export const DEFAULT_ADMIN_FIRM_NAME = 'Default Firm Name';
export const DEFAULT_ADMIN_ADDRESS = 'Default Address';

export const adminRegistrationSchema = z.object({
  first_name: personNameField('First name'),
  last_name: personNameField('Last name'),
  email: emailField(),
  phone: tenDigitPhoneField(),
  creator_id: creatorIdSchema,
  firm_name: optionalField(textField('Firm name', { max: 255 })),
  address: optionalField(textField('Address', { max: 500 })),
});
export type AdminRegistrationBody = z.infer<typeof adminRegistrationSchema>;
export type AdminRegistrationInput = z.input<typeof adminRegistrationSchema>;

/** Supervisors and employees (POST /api/auth/register/supervisor or /employee). */
export const staffRegistrationSchema = z.object({
  first_name: personNameField('First name'),
  last_name: personNameField('Last name'),
  email: emailField(),
  phone: tenDigitPhoneField(),
  creator_id: creatorIdSchema,
});
export type StaffRegistrationBody = z.infer<typeof staffRegistrationSchema>;

export const REGISTRABLE_ROLES = ['admin', 'supervisor', 'employee'] as const;
export type RegistrableRole = (typeof REGISTRABLE_ROLES)[number];
export const registrableRoleSchema = z.enum(REGISTRABLE_ROLES);

export function unsupportedUserTypeMessage(type: string): string {
  return `Unsupported user type: ${type}`;
}

export const toggleUserStatusSchema = z.object({
  user_id: idField('Invalid user ID'),
  is_active: z.boolean(),
});
export type ToggleUserStatusBody = z.infer<typeof toggleUserStatusSchema>;

/** PUT /api/v1/users/users/{id}: the admin edit and the profile save share it. */
export const userUpdateSchema = z.object({
  first_name: personNameField('First name'),
  last_name: personNameField('Last name'),
  phone: phoneField(),
  designation: optionalField(textField('Designation', { max: 100 })).nullable(),
  email: emailField(),
  is_active: z.boolean().default(true),
});
export type UserUpdateBody = z.infer<typeof userUpdateSchema>;
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

export const ORG_ROLE_IDS = { admin: 2, supervisor: 3, employee: 4 } as const satisfies Record<RegistrableRole, number>;

/** The create-user helper's body (spec 01 §7): role_name and role_id must name the same role. */
export const orgUserCreateSchema = z
  .object({
    first_name: personNameField('First name'),
    last_name: personNameField('Last name'),
    email: emailField(),
    phone: phoneField(),
    role_name: registrableRoleSchema,
    role_id: z.union([z.literal(2), z.literal(3), z.literal(4)]),
    is_active: z.boolean().default(true),
    designation: textField('Designation', { max: 100 }).nullable().default(null),
    organization_id: idField('Invalid organization id').nullable().default(null),
  })
  .refine((body) => ORG_ROLE_IDS[body.role_name] === body.role_id, {
    message: 'Role id does not match the role',
    path: ['role_id'],
  });
export type OrgUserCreateBody = z.infer<typeof orgUserCreateSchema>;

/** A user as the admin and organisation lists carry it (spec 01 §3). */
export type AdminUser = z.infer<typeof adminUserSchema>;

/** An organisation user as the server builds it: its organisation may be unset, its dates left out. */
export type OrgUser = Omit<AdminUser, 'created_at' | 'updated_at'> & {
  organization_id: number | null;
  created_at?: string;
  updated_at?: string;
};

/** The registration answer's data (camelCase, as the spec's older server sent it). */
export const registeredUserSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string().nullable(),
  firmName: z.string().nullable(),
  isActive: z.boolean(),
  roleId: z.number(),
  roleName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RegisteredUser = z.infer<typeof registeredUserSchema>;

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
});

export function fullName(user: { first_name?: string | null; last_name?: string | null }): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ');
}
