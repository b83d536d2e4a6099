/** One key factory for forecasts: invalidating `all` refreshes lists and details. */
export const forecastKeys = {
  all: ['forecasts'] as const,
  lists: () => [...forecastKeys.all, 'list'] as const,
  list: (query: Record<string, unknown>) => [...forecastKeys.lists(), query] as const,
  detail: (id: string) => [...forecastKeys.all, 'detail', id] as const,
};
