import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import type { ListStateOptions } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { LocationProbe } from '../../test/location-probe';
import { renderRoutes, renderWithProviders } from '../../test/render';
import { columnHeaders } from '../../test/table-queries';
import { DataTable, type PagedResult } from './data-table';
import { pageWindow } from './page-window';
import { activateLanguage } from '../../lib/i18n';
import { ConfirmDeleteModal } from '../confirm-delete-modal';

/** Any list will do: the table knows nothing of requests. */
interface Course {
  id: string;
  title: string;
  category: string;
  overdue: boolean;
}
type Sort = 'title' | 'category';

const columns: ColumnDef<Course, string>[] = [
  { id: 'title', header: 'Title', accessorKey: 'title', enableHiding: false },
  { id: 'category', header: 'Category', accessorKey: 'category' },
  { id: 'notes', header: 'Notes', accessorFn: () => '', enableSorting: false },
];
const OPTIONS: ListStateOptions<Sort> = {
  sorts: ['title', 'category'],
  view: { sort: 'title', order: 'asc', pageSize: 10, pageSizes: [5, 10, 50, 'all'] },
};
const courses: Course[] = [
  { id: 'c1', title: 'Forklift safety', category: 'Warehouse', overdue: true },
  { id: 'c2', title: 'Expense claims', category: 'Finance', overdue: false },
];
const loaded = (items: Course[], total = items.length): PagedResult<Course> => ({
  data: { items, total },
  isPending: false,
  isFetching: false,
  isPlaceholderData: false,
  isError: false,
});

function renderTable(result: PagedResult<Course>, path = '/courses') {
  function Courses() {
    const list = useListState(OPTIONS);
    return (
      <>
        <DataTable<Course, Sort>
          label="Courses"
          columns={columns}
          list={list}
          result={result}
          getRowId={(row) => row.id}
          isHighlighted={(row) => row.overdue}
          csvUrl="/api/courses/export.csv?sort=title"
        />
        <LocationProbe />
      </>
    );
  }
  renderRoutes([{ path: '/courses', element: <Courses /> }], path);
  return { user: userEvent.setup(), location: () => screen.getByLabelText('location').textContent };
}

const table = () => screen.getByRole('table', { name: 'Courses' });

describe('DataTable: a table the server pages, sorts and searches', () => {
  it('shows the rows, states the sort with aria-sort and highlights the rows asked for', () => {
    renderTable(loaded(courses));
    expect(columnHeaders('Courses')).toEqual(['Title', 'Category', 'Notes']);
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Category/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Notes' })).not.toHaveAttribute('aria-sort');
    const [, overdue, onTime] = within(table()).getAllByRole('row');
    expect(overdue).toHaveAttribute('data-highlighted', 'true');
    expect(onTime).not.toHaveAttribute('data-highlighted');
  });

  it('asks for another sort from a header, keeping it in the address', async () => {
    const { user, location } = renderTable(loaded(courses));
    await user.click(screen.getByRole('button', { name: 'Category' }));
    expect(location()).toBe('/courses?sort=category');
    expect(screen.getByRole('columnheader', { name: /Category/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Category' }));
    expect(location()).toBe('/courses?sort=category&order=desc');
  });

  it('offers the page sizes and five page links, and pages through the address', async () => {
    const { user, location } = renderTable(loaded(courses, 95));
    const sizes = screen.getByRole('combobox', { name: 'Rows per page, Courses' });
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '50', 'All']);
    const pages = screen.getByRole('navigation', { name: 'Pages of Courses' });
    expect(within(pages).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
    expect(screen.getByText('Showing 1 to 10 of 95')).toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(location()).toBe('/courses?page=2');
    expect(screen.getByText('Showing 11 to 20 of 95')).toBeInTheDocument();
    await user.selectOptions(sizes, 'All');
    expect(location()).toBe('/courses?size=all');
  });

  it('searches once typing pauses, from page 1', async () => {
    const { user, location } = renderTable(loaded(courses, 95), '/courses?page=3');
    await user.type(screen.getByRole('searchbox', { name: 'Search Courses' }), 'forklift');
    await waitFor(() => expect(location()).toBe('/courses?search=forklift'));
  });

  it('shows the search of a shared link in the box', () => {
    renderTable(loaded(courses), '/courses?search=forklift');
    expect(screen.getByRole('searchbox', { name: 'Search Courses' })).toHaveValue('forklift');
  });

  it('hides and shows columns from the column toggle; columns that may not hide are not offered', async () => {
    // jsdom does no layout, so Mantine's focus trap finds no focusable item and warns; browsers do.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderTable(loaded(courses));
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const items = await screen.findAllByRole('menuitemcheckbox');
    expect(items.map((item) => item.textContent)).toEqual(['Category', 'Notes']);
    const category = items[0]!;
    await user.click(category);
    expect(columnHeaders('Courses')).toEqual(['Title', 'Notes']);
    expect(category).toHaveAttribute('aria-checked', 'false');
    // The menu stays open, so several columns can be toggled in one go.
    await user.click(category);
    expect(columnHeaders('Courses')).toEqual(['Title', 'Category', 'Notes']);
  });

  it('keeps hidden columns in the address, so a reload or a shared link shows the same columns', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderTable(loaded(courses, 30), '/courses?page=2');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click((await screen.findAllByRole('menuitemcheckbox'))[1]!);
    // Hiding a column keeps the page: the rows are the same.
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/courses?page=2&hide=notes');
  });

  it('hides the columns a shared link names', () => {
    renderTable(loaded(courses), '/courses?hide=category');
    expect(columnHeaders('Courses')).toEqual(['Title', 'Notes']);
  });

  it("links to the server's CSV of the same view", () => {
    renderTable(loaded(courses));
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/courses/export.csv?sort=title');
    expect(link).toHaveAttribute('download');
  });

  it('keeps its shape while the first page loads: a page of placeholder rows', () => {
    renderTable({
      data: undefined,
      isPending: true,
      isFetching: true,
      isPlaceholderData: false,
      isError: false,
    });
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(columnHeaders('Courses')).toEqual(['Title', 'Category', 'Notes']);
    expect(within(table()).getAllByRole('row', { hidden: true })).toHaveLength(1 + 10);
    expect(screen.queryByText('No Data to Display')).not.toBeInTheDocument();
  });

  it.each([
    ['veils the previous rows while another page is on its way', true, 1],
    ['leaves current rows usable while they are refreshed', false, 0],
  ])('%s', (_what, isPlaceholderData, veils) => {
    renderTable({ ...loaded(courses), isFetching: true, isPlaceholderData });
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelectorAll('.mantine-LoadingOverlay-root')).toHaveLength(veils);
  });

  it("says 'No Data to Display' when nothing matches", () => {
    renderTable(loaded([]));
    expect(within(table()).getByText('No Data to Display')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0')).toBeInTheDocument();
  });

  it('says when the list could not be loaded, without claiming it is empty', () => {
    renderTable({
      data: undefined,
      isPending: true,
      isFetching: false,
      isPlaceholderData: false,
      isError: true,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    expect(screen.queryByText('No Data to Display')).not.toBeInTheDocument();
  });

  it.each([
    [
      'before any page arrived',
      { data: undefined, isPending: false, isFetching: false, isPlaceholderData: false, isError: true },
    ],
    [
      'while still retrying the first page',
      { data: undefined, isPending: true, isFetching: true, isPlaceholderData: false, isError: true },
    ],
    ['after a page had been shown', { ...loaded(courses, 12), isError: true }],
  ])('shows the error alone %s: no rows, no empty state, no pager', (_when, result) => {
    renderTable(result);
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    expect(screen.queryByText('No Data to Display')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('of a total the server did not finish counting, says "more than" and offers the next page, not the last', async () => {
    const result = loaded(courses, 100);
    result.data!.moreThanTotal = true;
    const { user, location } = renderTable(result, '/courses?page=10');
    expect(screen.getByText('Showing 91 to 100 of more than 100')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of Courses' });
    expect(within(pages).getByRole('button', { name: 'Page 11' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Last page' })).not.toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(location()).toBe('/courses?page=11');
  });

  it('moves a link past the last page to the last page', async () => {
    const { location } = renderTable(loaded(courses, 12), '/courses?page=9');
    await waitFor(() => expect(location()).toBe('/courses?page=2'));
  });
});

describe('the five page links', () => {
  it.each([
    [1, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [10, 10, [6, 7, 8, 9, 10]],
    [2, 3, [1, 2, 3]],
    [1, 1, [1]],
  ])('page %i of %i shows %j', (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });
});

describe('DataTable in French', () => {
  it("shows its toolbar, pager and empty state in the reader's language", async () => {
    await activateLanguage('fr-CA');
    const { user } = renderTable(loaded([]));
    expect(screen.getByText('Aucune donnée à afficher')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher dans Courses' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exporter en CSV' })).toBeInTheDocument();
    expect(screen.getByText('0 à 0 sur 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Colonnes' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Category' })).toBeInTheDocument();
  });

  it('asks before a delete in French', async () => {
    await activateLanguage('fr-CA');
    renderWithProviders(
      <ConfirmDeleteModal opened deleting={false} onConfirm={vi.fn()} onCancel={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Êtes-vous sûr?' });
    expect(within(dialog).getByText(/Voulez-vous vraiment supprimer cet enregistrement/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
  });
});
