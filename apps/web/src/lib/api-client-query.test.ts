import { describe, expect, it } from 'vitest';
import { searchParamsOf, withQuery } from './api-client';

describe('list queries in the address of an API call', () => {
  it.each([
    [{ page: 2, pageSize: 'all', search: 'printer' }, 'page=2&pageSize=all&search=printer'],
    [{ page: 1, search: '', sort: undefined, status: null }, 'page=1'],
    [{ search: 'a&b c' }, 'search=a%26b+c'],
  ])('%j becomes %s', (params, expected) => {
    expect(searchParamsOf(params).toString()).toBe(expected);
  });

  it('joins the path and the query', () => {
    expect(withQuery('/api/news-events', { page: 3 })).toBe('/api/news-events?page=3');
  });
});
