import { describe, expect, it } from 'vitest';
import { paramsTracker, readListState, writeListState, type ListStateOptions } from './list-state';

type Sort = 'name' | 'createdAt' | 'rank';
type Tab = 'mine' | 'approvals' | 'ranking';

const OPTIONS: ListStateOptions<Sort, Tab, 'type' | 'status'> = {
  tabs: ['mine', 'approvals', 'ranking'],
  sorts: ['name', 'createdAt', 'rank'],
  view: (tab) =>
    tab === 'ranking'
      ? { sort: 'rank', order: 'asc', pageSize: 25, pageSizes: [5, 10, 25, 50, 'all'] }
      : { sort: 'name', order: 'desc', pageSize: 10, pageSizes: [5, 10, 50, 'all'] },
  filters: { type: ['support', 'purchase'], status: 'text' },
};

const read = (query: string) => readListState(new URLSearchParams(query), OPTIONS);
const DEFAULTS = read('');

describe('reading a list view from the address', () => {
  it('starts on the first tab with its defaults', () => {
    expect(DEFAULTS).toEqual({
      tab: 'mine',
      page: 1,
      pageSize: 10,
      sort: 'name',
      order: 'desc',
      search: '',
      filters: {},
      hiddenColumns: [],
      pageSizes: [5, 10, 50, 'all'],
    });
  });

  it('reads every part it is given', () => {
    expect(
      read(
        'tab=approvals&page=3&size=50&sort=createdAt&order=asc&search=monitor&type=purchase&status=On%20Hold',
      ),
    ).toEqual({
      ...DEFAULTS,
      tab: 'approvals',
      page: 3,
      pageSize: 50,
      sort: 'createdAt',
      order: 'asc',
      search: 'monitor',
      filters: { type: 'purchase', status: 'On Hold' },
    });
    expect(read('size=all').pageSize).toBe('all');
  });

  it('gives each tab its own defaults (the ranking list: 25 rows in rank order)', () => {
    expect(read('tab=ranking')).toMatchObject({ pageSize: 25, sort: 'rank', order: 'asc' });
    expect(read('tab=ranking&size=25').pageSize).toBe(25);
    expect(read('size=25').pageSize).toBe(10);
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=99999999999', { page: 1 }],
    ['size=7', { pageSize: 10 }],
    ['size=ten', { pageSize: 10 }],
    ['sort=password', { sort: 'name' }],
    ['order=sideways', { order: 'desc' }],
    ['tab=admin', { tab: 'mine' }],
    ['type=everything', { filters: {} }],
    [`search=${'x'.repeat(201)}`, { search: '' }],
    [`status=${'y'.repeat(201)}`, { filters: {} }],
  ])('falls back to the default for a bad value: %s', (query, expected) => {
    expect(read(query)).toEqual({ ...DEFAULTS, ...expected });
  });

  it('trims the search, and ignores parameters it does not know', () => {
    expect(read('search=%20%20monitor%20&utm_source=mail')).toEqual({ ...DEFAULTS, search: 'monitor' });
  });
});

describe('hidden columns in the address', () => {
  it.each([
    ['one column', 'hide=status', ['status']],
    ['several, in the order hidden', 'hide=status,createdAt', ['status', 'createdAt']],
    ['a column named twice, once', 'hide=status,status', ['status']],
    ['ids of another shape, dropped', 'hide=status,<script>,,1x', ['status']],
    ['an id too long to be one, dropped', `hide=${'a'.repeat(41)}`, []],
    ['nothing', 'hide=', []],
  ])('%s', (_case, query, hidden) => {
    expect(read(query).hiddenColumns).toEqual(hidden);
  });

  it('keeps at most 30', () => {
    const many = Array.from({ length: 40 }, (_, index) => `c${index}`);
    expect(read(`hide=${many.join(',')}`).hiddenColumns).toHaveLength(30);
  });
});

describe('writing a list view to the address', () => {
  it('leaves the defaults out, so a fresh list has a clean address', () => {
    expect(writeListState(DEFAULTS, OPTIONS).toString()).toBe('');
  });

  it.each([
    'tab=approvals&search=monitor&sort=createdAt&order=asc&size=50&page=3',
    'type=purchase&status=On+Hold&page=2',
    'tab=ranking&sort=name&size=all',
    'order=asc',
    'page=2&hide=status%2CcreatedAt',
  ])('writes back what it read: %s', (query) => {
    expect(writeListState(read(query), OPTIONS).toString()).toBe(query);
  });
});

describe('columns hidden until shown (a view with default hidden columns)', () => {
  const WITH_HIDDEN: ListStateOptions<'name'> = {
    sorts: ['name'],
    view: { sort: 'name', order: 'desc', pageSize: 10, pageSizes: [10], hiddenColumns: ['booked', 'taken'] },
  };
  const readHidden = (query: string) => readListState(new URLSearchParams(query), WITH_HIDDEN);

  it.each([
    ['no hide: the default', '', ['booked', 'taken']],
    ['hide= (empty): every column shown', 'hide=', []],
    ['hide=taken: that one only', 'hide=taken', ['taken']],
  ])('%s', (_case, query, hidden) => {
    expect(readHidden(query).hiddenColumns).toEqual(hidden);
  });

  it.each([
    ['the default, in any order, is left out', ['taken', 'booked'], ''],
    ['every column shown is written as an empty hide', [], 'hide='],
    ['another choice is written', ['taken'], 'hide=taken'],
  ])('%s', (_case, hiddenColumns, query) => {
    expect(writeListState({ ...readHidden(''), hiddenColumns }, WITH_HIDDEN).toString()).toBe(query);
  });
});

describe('paramsTracker: where the next change of a list starts', () => {
  const at = (query: string) => new URLSearchParams(query);
  it.each([
    // [what happens, in order; the address the next change starts from]
    ['nothing yet', [], 'tab=mine'],
    ['a change written, not yet rendered', [['wrote', 'size=5']], 'size=5'],
    [
      'two written, the first seen late',
      [
        ['wrote', 'size=5'],
        ['wrote', 'search=Pending&size=5'],
        ['saw', 'size=5'],
      ],
      'search=Pending&size=5',
    ],
    [
      'two written, both seen in order',
      [
        ['wrote', 'size=5'],
        ['wrote', 'search=Pending&size=5'],
        ['saw', 'size=5'],
        ['saw', 'search=Pending&size=5'],
      ],
      'search=Pending&size=5',
    ],
    [
      'two written, only the last seen',
      [
        ['wrote', 'size=5'],
        ['wrote', 'search=Pending&size=5'],
        ['saw', 'search=Pending&size=5'],
      ],
      'search=Pending&size=5',
    ],
    [
      'Back to an address not written here',
      [
        ['wrote', 'size=5'],
        ['saw', 'size=5'],
        ['saw', 'page=3'],
      ],
      'page=3',
    ],
    [
      'Back while a change is on its way',
      [
        ['wrote', 'size=5'],
        ['saw', 'page=3'],
      ],
      'page=3',
    ],
  ] as const)('%s', (_what, events, expected) => {
    const tracker = paramsTracker(at('tab=mine'));
    for (const [kind, query] of events) tracker[kind](at(query));
    expect(tracker.current().toString()).toBe(expected);
  });
});
