// The shapes the client dashboard lists need; a later issue maps the API's tasks and invoices onto them.
export type DashboardProject = {
  id: string;
  name: string;
  description?: string | null;
  /** Workflow status as the API sends it, e.g. 'pending', 'in_progress', 'completed', 'closed'. */
  status: string;
  dueDate: string | null;
};

export type DashboardInvoiceStatus = 'unpaid' | 'partially_paid' | 'paid';

export type DashboardInvoice = {
  id: string;
  invoiceNumber: string;
  projectName: string;
  totalPaise: number;
  paidPaise: number;
  status: DashboardInvoiceStatus;
  dueDate: string | null;
};

export type DashboardSummary = {
  totalProjects: number;
  completedProjects: number;
  ongoingProjects: number;
  outstandingPaise: number;
};

const DONE_STATUSES = new Set(['completed', 'closed']);

export function isProjectCompleted(project: DashboardProject): boolean {
  return DONE_STATUSES.has(project.status.trim().toLowerCase());
}

/** A partly paid invoice still owes money, so it sits with the unpaid ones. */
export function isInvoicePaid(invoice: DashboardInvoice): boolean {
  return invoice.status === 'paid';
}

export function outstandingPaise(invoice: DashboardInvoice): number {
  return isInvoicePaid(invoice) ? 0 : Math.max(invoice.totalPaise - invoice.paidPaise, 0);
}

export function summarizeDashboard(projects: DashboardProject[], invoices: DashboardInvoice[]): DashboardSummary {
  const completedProjects = projects.filter(isProjectCompleted).length;
  return {
    totalProjects: projects.length,
    completedProjects,
    ongoingProjects: projects.length - completedProjects,
    outstandingPaise: invoices.reduce((sum, invoice) => sum + outstandingPaise(invoice), 0),
  };
}

/** 'in_progress' → 'In Progress'. */
export function statusLabel(status: string): string {
  return status
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
