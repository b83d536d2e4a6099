import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Column } from '@tanstack/react-table';
import { IconDownload } from '@tabler/icons-react';
import { ColumnToggle } from './column-toggle';
import { SearchBox } from './search-box';

interface TableToolbarProps<Row> {
  /** What the table lists, for the search box's name: 'Search My Requests'. */
  label: string;
  search: string;
  onSearchChange: (search: string) => void;
  /** The list's own filters (a type, a status…), placed before the search. */
  filters?: ReactNode;
  /** The server's CSV of the same view, every page; no button without it. */
  csvUrl?: string | undefined;
  columns: Column<Row>[];
}

/** Filters, search, CSV export and the column toggle above a data table (spec §2). */
export function TableToolbar<Row>({
  label,
  search,
  onSearchChange,
  filters,
  csvUrl,
  columns,
}: TableToolbarProps<Row>) {
  const { t } = useLingui();
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="sm">
      {/* Grows so a phone's search box can take the full width. */}
      <Group gap="sm" align="flex-end" wrap="wrap" maw="100%" style={{ flexGrow: 1 }}>
        {filters}
        <SearchBox name={t`Search ${label}`} value={search} onSearch={onSearchChange} />
      </Group>
      {/* Stays on the right when it wraps below the filters. */}
      <Group gap="xs" ml="auto">
        {csvUrl && (
          <Button
            component="a"
            href={csvUrl}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
          >
            <Trans>Export CSV</Trans>
          </Button>
        )}
        <ColumnToggle columns={columns} />
      </Group>
    </Group>
  );
}
