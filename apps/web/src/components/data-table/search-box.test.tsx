import type { JSX } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ListStateOptions } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { LocationProbe } from '../../test/location-probe';
import { renderRoutes } from '../../test/render';
import { SearchBox } from './search-box';

const OPTIONS: ListStateOptions<'title'> = {
  sorts: ['title'],
  view: { sort: 'title', order: 'asc', pageSize: 10, pageSizes: [10] },
};

function Courses() {
  const list = useListState(OPTIONS);
  return (
    <>
      <SearchBox name="Search Courses" value={list.search} onSearch={list.setSearch} />
      <Link to="/courses/c1">Forklift safety</Link>
      <LocationProbe />
    </>
  );
}

/** A row's page that takes a moment to load, as a lazily loaded page does on a slow line. */
const slowCoursePage = () =>
  new Promise<{ Component: () => JSX.Element }>((resolve) =>
    setTimeout(() => resolve({ Component: () => <LocationProbe /> }), 600),
  );

describe('SearchBox: what is typed reaches the list', () => {
  // Once typing pauses: data-table.test.tsx.
  it('at once when the box is left: a row clicked right after typing opens, and Back shows the search', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/courses', element: <Courses /> },
        { path: '/courses/:id', lazy: slowCoursePage },
      ],
      '/courses',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search Courses' }), 'forklift');
    await user.click(screen.getByRole('link', { name: 'Forklift safety' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/c1'), { timeout: 2000 });
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/courses\/c1$/);
    await new Promise((resolve) => setTimeout(resolve, 400)); // past the search's pause
    expect(router.state.location.pathname + router.state.location.search).toBe('/courses/c1');

    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent('/courses?search=forklift'),
    );
  });
});
