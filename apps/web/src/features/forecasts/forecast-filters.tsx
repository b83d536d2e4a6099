import { Select } from '@mantine/core';
import type { ForecastListSort } from '@portico/domain/forecasts/forecast-dto';
import { FORECAST_MONTHS, fiscalYearLabel } from '@portico/domain/forecasts/fiscal-year';
import type { ListControls } from '../../lib/use-list-state';
import { fiscalYearChoices, type ForecastFilter } from './forecast-list-state';

/** The choice that lifts a filter: one a keyboard reaches like any other. */
const ALL = '(all)';

const monthName = (month: number) =>
  new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });

const MONTH_OPTIONS = [
  { value: ALL, label: 'All months' },
  ...FORECAST_MONTHS.map((month) => ({ value: String(month), label: monthName(month) })),
];

/** The fiscal year (June to May) and forecast month filters, kept in the address. */
export function ForecastFilters({ list }: { list: ListControls<ForecastListSort, string, ForecastFilter> }) {
  return (
    <>
      <Select
        label="Fiscal year"
        data={[
          { value: ALL, label: 'All fiscal years' },
          ...fiscalYearChoices().map((year) => ({ value: year, label: fiscalYearLabel(Number(year)) })),
        ]}
        value={list.filters.fiscalYear ?? ALL}
        onChange={(value) => list.setFilter('fiscalYear', value === ALL ? null : value)}
        allowDeselect={false}
        w={{ base: '100%', xs: 180 }}
      />
      <Select
        label="Month"
        data={MONTH_OPTIONS}
        value={list.filters.month ?? ALL}
        onChange={(value) => list.setFilter('month', value === ALL ? null : value)}
        allowDeselect={false}
        w={{ base: '100%', xs: 160 }}
      />
    </>
  );
}
