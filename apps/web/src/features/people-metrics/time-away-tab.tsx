import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Progress.css';
import '../../lib/mantine-styles-later';
import { Group } from '@mantine/core';
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TIME_AWAY_TABLE_SORTS, type TimeAwayTableSort } from '@portico/domain/time-away/time-away-constants';
import type { TimeAwayTableRow } from '@portico/domain/time-away/time-away-dto';
import { departmentChipLabel } from '@portico/domain/time-away/time-away-table';
import { DataTable } from '../../components/data-table/data-table';
import { DATA_TABLE_PAGE_SIZES, type ListStateOptions } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { useChosenParams } from '../../lib/use-multi-value-params';
import { timeAwayExportUrl, useTimeAwayTable } from './api/get-time-away-table';
import { ChipFilter } from './chip-filter';
import { timeAwayColumns, TIME_AWAY_HIDDEN_COLUMNS } from './time-away-columns';

const CHIP_FILTERS = ['company', 'department'] as const;

const LIST_OPTIONS: ListStateOptions<TimeAwayTableSort> = {
  sorts: TIME_AWAY_TABLE_SORTS,
  view: {
    sort: 'name',
    order: 'desc',
    pageSize: 10,
    pageSizes: DATA_TABLE_PAGE_SIZES,
    hiddenColumns: TIME_AWAY_HIDDEN_COLUMNS,
  },
  // The People Metrics page owns its tab and the chips; paging and sorting this table keep them.
  keep: ['tab', 'company', 'department'],
};

/**
 * Spec §2 People Metrics, Time Away: Vacation Salary per person in view (ACTIVE, not in Field),
 * filtered by company and department chips, sorted and paged on the server, exportable as
 * Time-Away.csv. The chips start on All (spec §4: the filters fill with every company and
 * department) and are kept in the address with the rest of the table's view.
 */
export default function TimeAwayTab() {
  const { t, i18n } = useLingui();
  // i18n.locale: the headers are rebuilt in the new language on a switch.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => timeAwayColumns(i18n), [i18n, i18n.locale]);
  const list = useListState(LIST_OPTIONS);
  const { chosen, setChosen } = useChosenParams(CHIP_FILTERS);
  const { company, department } = chosen;
  const query = {
    page: list.page,
    pageSize: list.pageSize,
    sort: list.sort,
    order: list.order,
    search: list.search,
    company,
    department,
  };
  const result = useTimeAwayTable(query);
  const options = result.data;

  return (
    <DataTable<TimeAwayTableRow, TimeAwayTableSort>
      label={t`Time Away`}
      columns={columns}
      list={list}
      result={result}
      getRowId={(row) => row.employeeId}
      csvUrl={timeAwayExportUrl(query)}
      minWidth={640}
      errorMessage={t`The time away table could not be loaded. Use Refresh at the top of the page to try again.`}
      filters={
        <Group gap="lg" align="flex-start" w="100%">
          <ChipFilter
            label={t`Company`}
            options={(options?.companies ?? []).map(({ code, name }) => ({ value: code, label: name }))}
            chosen={company}
            onChange={(next) => setChosen('company', next)}
          />
          <ChipFilter
            label={t`Department`}
            options={(options?.departments ?? []).map((name) => ({
              value: name,
              label: departmentChipLabel(name),
            }))}
            chosen={department}
            onChange={(next) => setChosen('department', next)}
          />
        </Group>
      }
    />
  );
}
