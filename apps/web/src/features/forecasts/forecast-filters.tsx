import { Select } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ForecastListSort } from '@portico/domain/forecasts/forecast-dto';
import { FORECAST_MONTHS } from '@portico/domain/forecasts/fiscal-year';
import type { ListControls } from '../../lib/use-list-state';
import { fiscalYearChoices, type ForecastFilter } from './forecast-list-state';

/** The choice that lifts a filter: one a keyboard reaches like any other. */
const ALL = '(all)';

/** A month's name as it stands alone in a list, in the reader's language ('June', 'Juin'). */
const monthName = (month: number, locale: string) => {
  const name = new Date(Date.UTC(2000, month - 1, 1)).toLocaleString(locale, {
    month: 'long',
    timeZone: 'UTC',
  });
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
};

/** The fiscal year (June to May) and forecast month filters, kept in the address. */
export function ForecastFilters({ list }: { list: ListControls<ForecastListSort, string, ForecastFilter> }) {
  const { t, i18n } = useLingui();
  const fiscalYearLabel = (choice: string) => {
    const year = choice;
    const next = String((Number(choice) + 1) % 100).padStart(2, '0');
    return t`FY ${year}–${next}`;
  };
  const monthOptions = [
    { value: ALL, label: t`All months` },
    ...FORECAST_MONTHS.map((month) => ({ value: String(month), label: monthName(month, i18n.locale) })),
  ];
  return (
    <>
      <Select
        label={t`Fiscal year`}
        data={[
          { value: ALL, label: t`All fiscal years` },
          ...fiscalYearChoices().map((year) => ({ value: year, label: fiscalYearLabel(year) })),
        ]}
        value={list.filters.fiscalYear ?? ALL}
        onChange={(value) => list.setFilter('fiscalYear', value === ALL ? null : value)}
        allowDeselect={false}
        w={{ base: '100%', xs: 180 }}
      />
      <Select
        label={t`Month`}
        data={monthOptions}
        value={list.filters.month ?? ALL}
        onChange={(value) => list.setFilter('month', value === ALL ? null : value)}
        allowDeselect={false}
        w={{ base: '100%', xs: 160 }}
      />
    </>
  );
}
