import type { ClientType } from '@firm/shared/domain/client';
import {
  complianceCreateSchema,
  complianceUpdateSchema,
  type ComplianceAuthority,
  type ComplianceCreate,
  type ComplianceFrequency,
  type ComplianceRow,
  type ComplianceUpdate,
  type DueRule,
} from '@firm/shared/domain/compliance';

// A compliance as the admin types it in the catalogue's form: numbers as typed, pickers by id. Checked with
// the route's own schema before sending, in its words; the server checks again.

export type ComplianceValues = {
  code: string;
  name: string;
  authority: ComplianceAuthority | '';
  frequency: ComplianceFrequency | '';
  rule: DueRule;
  months_after: string;
  due_day: string;
  open_days_before: string;
  client_types: ClientType[];
  service_category_id: string;
  sac_code_id: string;
  ack_required: boolean;
  is_active: boolean;
};
export type ComplianceField = keyof ComplianceValues;
export type ComplianceErrors = Partial<Record<ComplianceField, string>>;

export const blankCompliance = (): ComplianceValues => ({
  code: '',
  name: '',
  authority: '',
  frequency: '',
  rule: 'standard',
  months_after: '1',
  due_day: '',
  open_days_before: '15',
  client_types: [],
  service_category_id: '',
  sac_code_id: '',
  ack_required: true,
  is_active: true,
});

export const complianceValuesOf = (row: ComplianceRow): ComplianceValues => ({
  code: row.code,
  name: row.name,
  authority: row.authority,
  frequency: row.frequency,
  rule: row.rule,
  months_after: String(row.months_after),
  due_day: String(row.due_day),
  open_days_before: String(row.open_days_before),
  client_types: row.client_types as ClientType[],
  service_category_id: String(row.service_category_id),
  sac_code_id: String(row.sac_code_id),
  ack_required: row.ack_required,
  is_active: row.is_active,
});

const FIELDS: readonly ComplianceField[] = Object.keys(blankCompliance()) as ComplianceField[];
/** The form's field a server's field error names (the wire's names are the form's). */
export const complianceFieldOf = (wire: string): ComplianceField | undefined => FIELDS.find((f) => f === wire);

/** '12' → 12; '' → undefined (the schema says it is missing); anything else → NaN (the schema's words). */
const whole = (text: string) => {
  const t = text.trim();
  return t === '' ? undefined : /^\d+$/.test(t) ? Number(t) : Number.NaN;
};
const id = (text: string) => (text === '' ? undefined : Number(text));

/** The body to send (a new compliance carries its code), or each field's first problem. */
export function complianceBodyOf(
  values: ComplianceValues,
  creating: boolean,
): { ok: true; body: ComplianceCreate | ComplianceUpdate } | { ok: false; errors: ComplianceErrors } {
  const candidate = {
    ...(creating ? { code: values.code.trim().toUpperCase() } : {}),
    name: values.name,
    authority: values.authority || undefined,
    frequency: values.frequency || undefined,
    rule: values.rule,
    months_after: whole(values.months_after),
    due_day: whole(values.due_day),
    client_types: values.client_types,
    service_category_id: id(values.service_category_id),
    sac_code_id: id(values.sac_code_id),
    ack_required: values.ack_required,
    open_days_before: whole(values.open_days_before),
    is_active: values.is_active,
  };
  const parsed = (creating ? complianceCreateSchema : complianceUpdateSchema).safeParse(candidate);
  const errors: ComplianceErrors = {};
  if (values.service_category_id === '') errors.service_category_id = 'Choose a service category';
  if (values.sac_code_id === '') errors.sac_code_id = 'Choose a SAC code';
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data };
  if (parsed.success) return { ok: false, errors };
  for (const issue of parsed.error.issues) {
    const field = complianceFieldOf(String(issue.path[0]));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
