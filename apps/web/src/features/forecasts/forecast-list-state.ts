import { FORECAST_LIST_SORTS, type ForecastListSort } from '@portico/domain/forecasts/forecast-dto';
import { FORECAST_MONTHS, fiscalYearOf } from '@portico/domain/forecasts/fiscal-year';
import { dayIn } from '../../lib/format';
import { DATA_TABLE_PAGE_SIZES, type ListStateOptions } from '../../lib/list-state';

export type ForecastFilter = 'fiscalYear' | 'month';

/** Fiscal years from two back to two ahead of the current one, newest first. */
export const fiscalYearChoices = (today = dayIn(undefined)) => {
  const current = fiscalYearOf(today);
  return [current + 2, current + 1, current, current - 1, current - 2].map(String);
};

/** The list's view in the address: the spec's table defaults, by planned start; fiscal year and month. */
export const FORECAST_LIST_OPTIONS: ListStateOptions<ForecastListSort, string, ForecastFilter> = {
  sorts: FORECAST_LIST_SORTS,
  view: { sort: 'plannedStartDate', order: 'asc', pageSize: 10, pageSizes: DATA_TABLE_PAGE_SIZES },
  filters: { fiscalYear: fiscalYearChoices(), month: FORECAST_MONTHS.map(String) },
};
