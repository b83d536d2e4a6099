import { describe, expect, it } from 'vitest';
import { listQuerySchema, MAX_PAGE, MAX_PAGE_SIZE } from './list-query';

const schema = listQuerySchema(['name', 'createdAt'], { sort: 'name', order: 'desc' });

describe('the list query every server-driven list takes', () => {
  it('defaults to the first page of 10, the list’s own sort', () => {
    expect(schema.parse({})).toEqual({ page: 1, pageSize: 10, sort: 'name', order: 'desc' });
  });

  it.each([
    [
      { page: '3', pageSize: '50' },
      { page: 3, pageSize: 50 },
    ],
    [{ pageSize: 'all' }, { pageSize: 'all' }],
    [{ page: String(MAX_PAGE) }, { page: MAX_PAGE }],
    [{ pageSize: String(MAX_PAGE_SIZE) }, { pageSize: MAX_PAGE_SIZE }],
    [{ search: '  laptop  ' }, { search: 'laptop' }],
    [
      { sort: 'createdAt', order: 'asc' },
      { sort: 'createdAt', order: 'asc' },
    ],
  ])('reads %o', (query, expected) => {
    expect(schema.parse(query)).toMatchObject(expected);
  });

  it.each([
    ['page 0', { page: '0' }, 'page'],
    ['a page past the bound', { page: String(MAX_PAGE + 1) }, 'page'],
    ['a fractional page', { page: '1.5' }, 'page'],
    ['a page that is not a number', { page: 'two' }, 'page'],
    ['a page size over the maximum', { pageSize: String(MAX_PAGE_SIZE + 1) }, 'pageSize'],
    ['a sort outside the whitelist', { sort: 'password' }, 'sort'],
    ['an order that is not asc or desc', { order: 'sideways' }, 'order'],
    ['a search of 201 characters', { search: 'x'.repeat(201) }, 'search'],
  ])('refuses %s, naming the field', (_, query, field) => {
    const result = schema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
