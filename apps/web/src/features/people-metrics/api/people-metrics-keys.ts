import type { HeadcountFilters } from '../headcount-filter-names';

/** Query keys of People Metrics: everything under `all`, so one invalidation refreshes the page. */
export const peopleMetricsKeys = {
  all: ['people-metrics'] as const,
  headcount: (filters: HeadcountFilters) => [...peopleMetricsKeys.all, 'headcount', filters] as const,
  headcountMonth: (month: string, filters: HeadcountFilters) =>
    [...peopleMetricsKeys.all, 'headcount-month', month, filters] as const,
};
