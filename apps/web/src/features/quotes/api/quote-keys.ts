/** The quotes administration's query keys. */
export const quoteKeys = {
  all: ['quotes', 'admin'] as const,
  list: (params: object) => ['quotes', 'admin', 'list', params] as const,
};
