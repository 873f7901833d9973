import { periodOf, subscriptionBodySchema, type ComplianceFrequency, type SubscriptionRow } from '@firm/shared/domain/compliance';
import { groupPaise, parseRupees } from '@firm/shared/domain/money';
import type { DeliveryType } from '@firm/shared/domain/project';

// A subscription's terms as the admin types them: the fee in rupees, the offset in days, the first
// period by its key. Checked with the route's own schema before sending; the server checks again.

export type SubscriptionValues = {
  compliance_id: string;
  from_period: string;
  assignee_id: string;
  internal_offset_days: string;
  fee: string;
  type_of_delivery: DeliveryType;
  /** Whether the periods already due open Projects (and ask for documents); off by default. */
  open_past: boolean;
};
export type SubscriptionField = Exclude<keyof SubscriptionValues, 'open_past'>;
export type SubscriptionErrors = Partial<Record<SubscriptionField, string>>;
export type SubscriptionTerms = Omit<ReturnType<typeof subscriptionBodySchema.parse>, 'client_id'>;

export const PERIOD_HINTS: Record<ComplianceFrequency, string> = {
  monthly: 'A month, e.g. 2026-10',
  quarterly: 'A quarter, e.g. FY2026-Q3',
  half_yearly: 'A half year, e.g. FY2026-H2',
  yearly: 'A financial year, e.g. FY2026',
  one_time: 'ONCE',
};

/** The period of `frequency` that contains `today` (India's day from the server): a sensible first period. */
export const currentPeriodKey = (frequency: ComplianceFrequency, today: string) => periodOf(frequency, today).key;

export const blankSubscription = (): SubscriptionValues => ({
  compliance_id: '',
  from_period: '',
  assignee_id: '',
  internal_offset_days: '3',
  fee: '',
  type_of_delivery: 'domestic',
  open_past: false,
});

export const subscriptionValuesOf = (row: SubscriptionRow): SubscriptionValues => ({
  compliance_id: String(row.compliance_id),
  from_period: row.from_period,
  assignee_id: String(row.assignee_id),
  internal_offset_days: String(row.internal_offset_days),
  fee: groupPaise(row.fee_paise),
  type_of_delivery: row.type_of_delivery,
  open_past: row.opens_due_from === null,
});

const FIELD_OF: Record<string, SubscriptionField> = {
  compliance_id: 'compliance_id',
  from_period: 'from_period',
  assignee_id: 'assignee_id',
  internal_offset_days: 'internal_offset_days',
  fee_paise: 'fee',
  type_of_delivery: 'type_of_delivery',
};
export const subscriptionFieldOf = (wire: string): SubscriptionField | undefined => FIELD_OF[wire];

/** The terms to send, or every field's first problem in the schema's words. */
export function subscriptionTermsOf(
  values: SubscriptionValues,
): { ok: true; terms: SubscriptionTerms } | { ok: false; errors: SubscriptionErrors } {
  const errors: SubscriptionErrors = {};
  if (values.compliance_id === '') errors.compliance_id = 'Choose a compliance';
  if (values.assignee_id === '') errors.assignee_id = 'Choose who does the work';
  const fee = parseRupees(values.fee);
  if (!fee.ok) errors.fee = fee.message;
  const offset = values.internal_offset_days.trim();
  const parsed = subscriptionBodySchema.safeParse({
    client_id: 1,
    compliance_id: values.compliance_id === '' ? undefined : Number(values.compliance_id),
    from_period: values.from_period.trim(),
    assignee_id: values.assignee_id === '' ? undefined : Number(values.assignee_id),
    internal_offset_days: /^\d+$/.test(offset) ? Number(offset) : offset === '' ? undefined : Number.NaN,
    fee_paise: fee.ok ? fee.paise : 0,
    type_of_delivery: values.type_of_delivery,
    open_past: values.open_past,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = subscriptionFieldOf(String(issue.path[0]));
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { client_id: _client, ...terms } = parsed.data;
  void _client;
  return { ok: true, terms };
}
