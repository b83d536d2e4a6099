/** A list query's values as URL parameters; empty ones (undefined, null, '') are left out. */
export function searchParamsOf(params: object): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  return search;
}

/** An API path with a list query: `withQuery('/api/news-events', { page: 1, search: '' })`. */
export const withQuery = (path: string, params: object) => `${path}?${searchParamsOf(params).toString()}`;
