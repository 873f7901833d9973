import { useMemo, useState, type ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import {
  AddButton,
  type DataTableColumn,
  ListSearchBar,
  type ListUrlDefaults,
  type PagedResource,
  PageHeader,
  ServerListTable,
  useServerList,
} from '@firm/shared/ui';

// The screen of a master list (spec 01 §7: SAC Codes, Service Categories): header with its add button,
// search and status filter, the server-paged table with an Edit button per row, and the list's dialog.

/** The dialog as the screen opens it: on a row to edit it, without one to add. */
export type MasterListDialogProps<Row> = { row?: Row; onClose: () => void };

export type MasterListPageProps<Row> = {
  resource: PagedResource<Row, undefined>;
  defaults: ListUrlDefaults;
  title: string;
  subtitle: string;
  addLabel: string;
  searchPlaceholder: string;
  /** The table's name for screen readers. */
  ariaLabel: string;
  /** Every column but the actions; a module constant, so the table's columns are built once. */
  columns: DataTableColumn<Row>[];
  getRowId: (row: Row) => number;
  /** What a row's Edit button is called ('Edit 998231'); a module constant too. */
  editLabel: (row: Row) => string;
  texts: { fetchListFailed: string; empty: string; noMatch: string };
  renderDialog: (props: MasterListDialogProps<Row>) => ReactNode;
};

export function MasterListPage<Row>(props: MasterListPageProps<Row>) {
  const { columns, editLabel, texts } = props;
  const list = useServerList(props.resource, props.defaults);
  const { query } = list;
  const [dialog, setDialog] = useState<{ row?: Row } | null>(null);

  const withActions = useMemo<DataTableColumn<Row>[]>(
    () => [
      ...columns,
      {
        id: 'actions',
        label: 'Actions',
        align: 'right',
        render: (row) => (
          <Button size="small" onClick={() => setDialog({ row })} aria-label={editLabel(row)}>
            Edit
          </Button>
        ),
      },
    ],
    [columns, editLabel],
  );

  return (
    <Box>
      <PageHeader
        title={props.title}
        subtitle={props.subtitle}
        actions={<AddButton onClick={() => setDialog({})}>{props.addLabel}</AddButton>}
      />
      <ListSearchBar list={list} placeholder={props.searchPlaceholder} sx={{ mb: 2 }} />
      <ServerListTable
        list={list}
        columns={withActions}
        getRowId={props.getRowId}
        ariaLabel={props.ariaLabel}
        error={query.isError ? texts.fetchListFailed : null}
        emptyText={list.filtering ? texts.noMatch : texts.empty}
      />
      {dialog ? props.renderDialog({ row: dialog.row, onClose: () => setDialog(null) }) : null}
    </Box>
  );
}
