/** The sites administration's query keys: invalidating `all` refreshes the list and every site's holidays. */
export const siteKeys = {
  all: ['sites', 'admin'] as const,
  list: (params: object) => ['sites', 'admin', 'list', params] as const,
  holidays: (siteId: string) => ['sites', 'admin', 'holidays', siteId] as const,
};
