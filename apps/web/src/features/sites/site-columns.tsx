import { ActionIcon } from '@mantine/core';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { IconCalendarEvent } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { SiteRow } from '@portico/domain/sites/site-admin';
import { ACTIONS_COLUMN } from '../../components/data-table/actions-column';
import { EditDeleteActions } from '../../components/data-table/edit-delete-actions';
import { formatCount } from '../../lib/format';
import { weekdayNames, workingWeekText } from './weekday-labels';

const column = createColumnHelper<SiteRow>();

/** A site's holidays: a page of their own. */
const holidaysPageOf = (site: Pick<SiteRow, 'id'>) => `/admin/sites/${site.id}/holidays`;

interface ColumnActions {
  onEdit: (site: SiteRow) => void;
  onDelete: (site: SiteRow) => void;
}

/** Column ids are the server's sort keys, so a header click becomes `sort=<id>`. */
export const siteColumns = (translate: I18n['_'], { onEdit, onDelete }: ColumnActions) => [
  column.accessor('name', { id: 'name', header: translate(msg`Site`), enableHiding: false }),
  column.accessor('country', { id: 'country', header: translate(msg`Country`) }),
  column.accessor('timeZone', { id: 'timeZone', header: translate(msg`Time zone`) }),
  column.accessor((site) => workingWeekText(translate, site.workingWeek), {
    id: 'workingWeek',
    header: translate(msg`Working week`),
    enableSorting: false,
    // The days in full for screen readers: 'Sun–Thu' is read as 'Sunday to Thursday'.
    cell: ({ getValue, row: { original } }) => (
      <span title={weekdayNames(translate, original.workingWeek)}>{getValue()}</span>
    ),
  }),
  column.accessor('peopleCount', {
    id: 'peopleCount',
    header: translate(msg`People`),
    enableSorting: false,
    cell: ({ getValue }) => formatCount(getValue()),
  }),
  column.display({
    ...ACTIONS_COLUMN,
    cell: ({ row: { original } }) => {
      const name = original.name;
      return (
        <EditDeleteActions
          name={name}
          onEdit={() => onEdit(original)}
          onDelete={() => onDelete(original)}
          leading={
            <ActionIcon
              component={Link}
              to={holidaysPageOf(original)}
              variant="subtle"
              aria-label={translate(msg`Holidays of ${name}`)}
              title={translate(msg`Holidays`)}
            >
              <IconCalendarEvent size={18} aria-hidden="true" />
            </ActionIcon>
          }
        />
      );
    },
  }),
];
