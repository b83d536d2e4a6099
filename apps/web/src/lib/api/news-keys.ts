/** One key factory for News & Events: invalidating `all` refreshes lists, details and the carousel. */
export const newsKeys = {
  all: ['news-events'] as const,
  lists: () => [...newsKeys.all, 'list'] as const,
  list: (query: Record<string, unknown>) => [...newsKeys.lists(), query] as const,
  visible: () => [...newsKeys.all, 'visible'] as const,
  detail: (id: string) => [...newsKeys.all, 'detail', id] as const,
};
