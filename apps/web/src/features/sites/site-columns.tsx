import { ActionIcon } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { SiteRow } from '@portico/domain/sites/site-admin';
import { WEEKDAY_NAMES, workingWeekLabel } from '@portico/domain/sites/site-texts';
import { ACTIONS_COLUMN } from '../../components/data-table/actions-column';
import { EditDeleteActions } from '../../components/data-table/edit-delete-actions';
import { formatCount } from '../../lib/format';

const column = createColumnHelper<SiteRow>();

/** A site's holidays: a page of their own. */
const holidaysPageOf = (site: Pick<SiteRow, 'id'>) => `/admin/sites/${site.id}/holidays`;

interface ColumnActions {
  onEdit: (site: SiteRow) => void;
  onDelete: (site: SiteRow) => void;
}

/** Column ids are the server's sort keys, so a header click becomes `sort=<id>`. */
export const siteColumns = ({ onEdit, onDelete }: ColumnActions) => [
  column.accessor('name', { id: 'name', header: 'Site', enableHiding: false }),
  column.accessor('country', { id: 'country', header: 'Country' }),
  column.accessor('timeZone', { id: 'timeZone', header: 'Time zone' }),
  column.accessor((site) => workingWeekLabel(site.workingWeek), {
    id: 'workingWeek',
    header: 'Working week',
    enableSorting: false,
    // The days in full for screen readers: 'Sun–Thu' is read as 'Sunday to Thursday'.
    cell: ({ getValue, row: { original } }) => (
      <span title={original.workingWeek.map((day) => WEEKDAY_NAMES[day]).join(', ')}>{getValue()}</span>
    ),
  }),
  column.accessor('peopleCount', {
    id: 'peopleCount',
    header: 'People',
    enableSorting: false,
    cell: ({ getValue }) => formatCount(getValue()),
  }),
  column.display({
    ...ACTIONS_COLUMN,
    cell: ({ row: { original } }) => (
      <EditDeleteActions
        name={original.name}
        onEdit={() => onEdit(original)}
        onDelete={() => onDelete(original)}
        leading={
          <ActionIcon
            component={Link}
            to={holidaysPageOf(original)}
            variant="subtle"
            aria-label={`Holidays of ${original.name}`}
            title="Holidays"
          >
            <IconCalendarEvent size={18} aria-hidden="true" />
          </ActionIcon>
        }
      />
    ),
  }),
];
