import { useMemo, useState } from 'react';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { formatDate } from '@firm/shared/domain/format';
import { SERVICE_CATEGORY_ERRORS } from './service-categories-errors';
import type { ServiceCategory } from '@firm/shared/domain/service-category';
import type { GstTreatment } from '@firm/shared/domain/gst-rate';
import { serviceCategoryQueries } from './api/service-categories';
import { SERVICE_CATEGORY_LIST_DEFAULTS } from './api/master-data-list-prefetch';
import { DataTable, PageHeader, StatusBadge, ListSearchBar, useServerList, type DataTableColumn } from '@firm/shared/ui';
import { ServiceCategoryDialog } from './components/service-category-dialog';

const rate = (value: number) => `${value}%`;
// A 0 % category says whether it is nil-rated or exempt (issue 29): GSTR-1 reports them apart.
const TREATMENT_NOTE: Record<GstTreatment, string> = { taxable: '', nil_rated: ' (nil-rated)', exempt: ' (exempt)' };

export function ServiceCategoriesPage() {
  const list = useServerList(serviceCategoryQueries, SERVICE_CATEGORY_LIST_DEFAULTS);
  const { query } = list;
  const [dialog, setDialog] = useState<{ category?: ServiceCategory } | null>(null);

  const columns = useMemo<DataTableColumn<ServiceCategory>[]>(
    () => [
      {
        id: 'name',
        label: 'Service Name',
        render: (c) => (
          <Box component="span" sx={{ fontWeight: 600 }}>
            {c.name}
          </Box>
        ),
        sortValue: (c) => c.name,
      },
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
      {
        id: 'actions',
        label: 'Actions',
        align: 'right',
        render: (c) => (
          <Button size="small" onClick={() => setDialog({ category: c })} aria-label={`Edit ${c.name}`}>
            Edit
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <Box>
      <PageHeader
        title="Service Categories"
        subtitle="Manage the services the firm offers and their GST rates"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({})}>
            Add Service
          </Button>
        }
      />
      <ListSearchBar list={list} placeholder="Search services..." sx={{ mb: 2 }} />
      <DataTable
        rows={list.rows}
        server={list.paging}
        columns={columns}
        getRowId={(c) => c.service_category_id}
        ariaLabel="Service categories"
        loading={query.isPending}
        error={query.isError ? SERVICE_CATEGORY_ERRORS.fetchList : null}
        onRetry={() => void query.refetch()}
        retryLabel="Try Again"
        emptyText={list.filtering ? 'No service categories match your search criteria' : 'No service categories found'}
      />
      {dialog ? <ServiceCategoryDialog category={dialog.category} onClose={() => setDialog(null)} /> : null}
    </Box>
  );
}
