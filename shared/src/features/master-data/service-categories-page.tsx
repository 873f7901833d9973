import { formatDate } from '@firm/shared/domain/format';
import type { ServiceCategory } from '@firm/shared/domain/service-category';
import { nameColumn, StatusBadge, type DataTableColumn } from '@firm/shared/ui';
import { SERVICE_CATEGORY_ERRORS } from './service-categories-errors';
import type { GstTreatment } from '@firm/shared/domain/gst-rate';
import { serviceCategoryQueries } from './api/service-categories';
import { SERVICE_CATEGORY_LIST_DEFAULTS } from './api/master-data-list-prefetch';
import { ServiceCategoryDialog } from './components/service-category-dialog';
import { MasterListPage, type MasterListDialogProps } from './components/master-list-page';

const rate = (value: number) => `${value}%`;
// A 0 % category says whether it is nil-rated or exempt: GSTR-1 reports them apart.
const TREATMENT_NOTE: Record<GstTreatment, string> = { taxable: '', nil_rated: ' (nil-rated)', exempt: ' (exempt)' };

const COLUMNS: DataTableColumn<ServiceCategory>[] = [
  nameColumn('name', 'Service Name', (c) => c.name),
  { id: 'description', label: 'Description', render: (c) => c.description, sortValue: (c) => c.description, hideOnMobile: true },
  { id: 'status', label: 'Status', render: (c) => <StatusBadge active={c.is_active} />, sortValue: (c) => c.is_active },
  { id: 'cgst', label: 'CGST', align: 'right', render: (c) => rate(c.cgst), sortValue: (c) => c.cgst, hideOnMobile: true },
  { id: 'sgst', label: 'SGST', align: 'right', render: (c) => rate(c.sgst), sortValue: (c) => c.sgst, hideOnMobile: true },
  {
    id: 'igst',
    label: 'IGST',
    align: 'right',
    render: (c) => rate(c.igst) + TREATMENT_NOTE[c.gst_treatment ?? 'taxable'],
    sortValue: (c) => c.igst,
  },
  { id: 'created', label: 'Created At', render: (c) => formatDate(c.created_at), sortValue: (c) => c.created_at, hideOnMobile: true },
];

const TEXTS = {
  fetchListFailed: SERVICE_CATEGORY_ERRORS.fetchList,
  empty: 'No service categories found',
  noMatch: 'No service categories match your search criteria',
};

const rowId = (c: ServiceCategory) => c.service_category_id;
const editLabel = (c: ServiceCategory) => `Edit ${c.name}`;
const dialog = ({ row, onClose }: MasterListDialogProps<ServiceCategory>) => <ServiceCategoryDialog category={row} onClose={onClose} />;

export function ServiceCategoriesPage() {
  return (
    <MasterListPage
      resource={serviceCategoryQueries}
      defaults={SERVICE_CATEGORY_LIST_DEFAULTS}
      title="Service Categories"
      subtitle="Manage the services the firm offers and their GST rates"
      addLabel="Add Service"
      searchPlaceholder="Search services..."
      ariaLabel="Service categories"
      columns={COLUMNS}
      getRowId={rowId}
      editLabel={editLabel}
      texts={TEXTS}
      renderDialog={dialog}
    />
  );
}
