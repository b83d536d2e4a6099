import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListStateOptions } from './list-state';
import { LocationProbe } from '../test/location-probe';
import { renderRoutes } from '../test/render';
import { useListState, type ListControls } from './use-list-state';

type Sort = 'name' | 'createdAt';
const OPTIONS: ListStateOptions<Sort, 'mine' | 'approvals', 'type'> = {
  tabs: ['mine', 'approvals'],
  sorts: ['name', 'createdAt'],
  view: { sort: 'name', order: 'desc', pageSize: 10, pageSizes: [5, 10, 50, 'all'] },
  filters: { type: ['support', 'purchase'] },
};

/** Renders the hook on a list route beside a request page, as the app does. */
function renderList(path: string) {
  const current: { list?: ListControls<Sort, 'mine' | 'approvals', 'type'> } = {};
  function List() {
    current.list = useListState(OPTIONS);
    return <LocationProbe />;
  }
  const view = renderRoutes(
    [
      { path: '/list', element: <List /> },
      { path: '/item', element: <LocationProbe /> },
    ],
    path,
  );
  const location = () => screen.getByLabelText('location').textContent;
  return { ...view, list: () => current.list!, location };
}

describe('useListState: the list view lives in the address', () => {
  it('restores a view from a shared link', () => {
    const { list } = renderList(
      '/list?tab=approvals&page=2&sort=createdAt&order=asc&search=dock&type=support',
    );
    expect(list()).toMatchObject({
      tab: 'approvals',
      page: 2,
      sort: 'createdAt',
      order: 'asc',
      search: 'dock',
      filters: { type: 'support' },
    });
  });

  it('shows the defaults for a link with bad values', () => {
    const { list } = renderList('/list?tab=nope&page=-1&size=3&sort=drop&order=up&type=all');
    expect(list()).toMatchObject({
      tab: 'mine',
      page: 1,
      pageSize: 10,
      sort: 'name',
      order: 'desc',
      filters: {},
    });
  });

  it('keeps a change made just before another, with no render between them', () => {
    const { list, location } = renderList('/list');
    const controls = list();
    act(() => {
      controls.setPageSize(50);
      controls.setSearch('printer');
    });
    expect(location()).toBe('/list?search=printer&size=50');
  });

  it('writes changes to the address; anything but the page goes back to page 1', () => {
    const { list, location } = renderList('/list');
    act(() => list().setPage(3));
    expect(location()).toBe('/list?page=3');
    act(() => list().setSort('createdAt', 'asc'));
    expect(location()).toBe('/list?sort=createdAt&order=asc');
    act(() => list().setPage(2));
    act(() => list().setSearch('  printer '));
    expect(location()).toBe('/list?search=printer&sort=createdAt&order=asc');
    act(() => list().setFilter('type', 'purchase'));
    act(() => list().setPageSize(50));
    expect(location()).toBe('/list?type=purchase&search=printer&sort=createdAt&order=asc&size=50');
    act(() => list().setFilter('type', null));
    expect(list().filters).toEqual({});
  });

  it('opens another tab on its own defaults', () => {
    const { list, location } = renderList('/list?page=4&search=dock');
    act(() => list().setTab('approvals'));
    expect(location()).toBe('/list?tab=approvals');
    act(() => list().setTab('mine'));
    expect(location()).toBe('/list');
  });

  it('comes back to the same page, sort and search after visiting a request and pressing Back', async () => {
    const { list, location, router } = renderList('/list');
    act(() => list().setSort('createdAt', 'asc'));
    act(() => list().setSearch('dock'));
    act(() => list().setPage(2));
    await act(() => router.navigate('/item'));
    expect(location()).toBe('/item');
    await act(() => router.navigate(-1));
    expect(list()).toMatchObject({ page: 2, sort: 'createdAt', order: 'asc', search: 'dock' });
  });

  it('pages and sorts without filling the history: Back leaves the list', async () => {
    const { list, location, router } = renderList('/item');
    await act(() => router.navigate('/list'));
    act(() => list().setPage(2));
    act(() => list().setPage(3));
    await act(() => router.navigate(-1));
    expect(location()).toBe('/item');
  });

  it("keeps the page's parameters it is told to keep (a list inside a tab keeps the tab)", () => {
    const current: { list?: ListControls<Sort> } = {};
    const INSIDE_A_TAB: ListStateOptions<Sort> = {
      sorts: ['name', 'createdAt'],
      view: { sort: 'name', order: 'desc', pageSize: 10, pageSizes: [10] },
      keep: ['tab'],
    };
    function TabList() {
      current.list = useListState(INSIDE_A_TAB);
      return <LocationProbe />;
    }
    renderRoutes([{ path: '/metrics', element: <TabList /> }], '/metrics?tab=timeAway&other=x');
    act(() => current.list!.setSort('createdAt', 'asc'));
    expect(screen.getByLabelText('location').textContent).toBe(
      '/metrics?sort=createdAt&order=asc&tab=timeAway',
    );
  });
});
