/** One key factory for the directory: invalidating `all` refreshes its pages, filters and profiles. */
export const directoryKeys = {
  all: ['directory'] as const,
  list: (query: Record<string, unknown>) => [...directoryKeys.all, 'list', query] as const,
  departments: () => [...directoryKeys.all, 'departments'] as const,
  profile: (id: string) => [...directoryKeys.all, 'profile', id] as const,
  /** The sites a person's site is chosen from (HR and Admins). */
  siteChoices: () => [...directoryKeys.all, 'site-choices'] as const,
};
