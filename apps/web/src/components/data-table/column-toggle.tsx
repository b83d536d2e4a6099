import { Button, Menu } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Column } from '@tanstack/react-table';
import { IconColumns3 } from '@tabler/icons-react';
import { columnName } from './column-name';

/** Show or hide columns (spec §2 "column toggle"); columns with `enableHiding: false` stay. */
export function ColumnToggle<Row>({ columns }: { columns: Column<Row>[] }) {
  const { t } = useLingui();
  const hideable = columns.filter((column) => column.getCanHide());
  if (hideable.length === 0) return null;
  return (
    // No focus placeholder: it is a role="presentation" child that axe refuses inside a menu.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false} closeOnItemClick={false}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconColumns3 size={16} aria-hidden="true" />}
          title={t`Show or hide columns`}
        >
          <Trans>Columns</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {hideable.map((column) => (
          <Menu.CheckboxItem
            key={column.id}
            checked={column.getIsVisible()}
            onChange={(checked) => column.toggleVisibility(checked)}
          >
            {columnName(column)}
          </Menu.CheckboxItem>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
