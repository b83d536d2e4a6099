import { Button, Group, Menu, TextInput } from '@mantine/core';
import type { Table } from '@tanstack/react-table';
import { IconColumns3, IconDownload, IconSearch } from '@tabler/icons-react';

interface TableToolbarProps<Row> {
  table: Table<Row>;
  /** What the table lists, for the search box's name: 'Search My Requests'. */
  label: string;
  search: string;
  onSearchChange: (search: string) => void;
  exportUrl: string;
}

/** Search, CSV export and the column toggle above a data table (spec §2 IT Requests list). */
export function TableToolbar<Row>({
  table,
  label,
  search,
  onSearchChange,
  exportUrl,
}: TableToolbarProps<Row>) {
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  return (
    <Group justify="space-between" gap="sm" mb="sm">
      <TextInput
        type="search"
        aria-label={`Search ${label}`}
        placeholder="Search"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        w={{ base: '100%', xs: 280 }}
      />
      <Group gap="xs">
        <Button
          component="a"
          href={exportUrl}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          Export CSV
        </Button>
        {/* No focus placeholder: it is a role="presentation" child that axe refuses inside a menu. */}
        <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <Button
              variant="default"
              leftSection={<IconColumns3 size={16} aria-hidden="true" />}
              title="Show or hide columns"
            >
              Columns
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {hideable.map((column) => (
              <Menu.CheckboxItem
                key={column.id}
                checked={column.getIsVisible()}
                onChange={(checked) => column.toggleVisibility(checked)}
              >
                {typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id}
              </Menu.CheckboxItem>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
