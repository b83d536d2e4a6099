import type { DirectoryPerson } from '@portico/domain/people/directory-dto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LocationProbe } from '../../test/location-probe';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { DirectoryPage } from './directory-page';
import { activateLanguage } from '../../lib/i18n';

const person = (n: number): DirectoryPerson => ({
  id: `emp-${n}`,
  name: `Person ${String(n).padStart(2, '0')}`,
  hasPhoto: false,
  title: `Title ${n}`,
  department: n % 2 ? 'Operations' : 'Finance',
  email: `person${n}@example.com`,
  phone: `+1 416-555-01${String(n).padStart(2, '0')}`,
  celebration:
    n === 1
      ? { kind: 'ANV', date: '2026-03-10', days: 1 }
      : n === 2
        ? { kind: 'BRT', date: '2026-03-13', days: 4 }
        : null,
});

/** 40 colleagues (5 pages), searched and filtered as the server does. */
const PEOPLE = Array.from({ length: 40 }, (_, index) => person(index + 1));

function renderDirectory(path = '/employees') {
  const { calls } = stubApi(({ url }) => {
    if (url.pathname === '/api/employees/departments') return { body: { items: ['Finance', 'Operations'] } };
    if (url.pathname !== '/api/employees/directory') return undefined;
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const department = url.searchParams.get('department');
    const matching = PEOPLE.filter(
      (p) => p.name.toLowerCase().includes(search) && (!department || p.department === department),
    );
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('pageSize'));
    return {
      body: {
        items: matching.slice((page - 1) * size, page * size),
        total: matching.length,
        page,
        pageSize: size,
      },
    };
  });
  renderRoutes(
    [
      {
        path: '/employees',
        element: (
          <>
            <DirectoryPage />
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
  const directoryCalls = () => calls.filter((call) => call.url.pathname === '/api/employees/directory');
  return { directoryCalls, user: userEvent.setup() };
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Employees' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

describe('the Employee Directory (spec §2, §4, §9)', () => {
  it('shows 8 cards, soonest celebration first, each with contact links and its celebration', async () => {
    const { directoryCalls } = renderDirectory();
    expect(await screen.findByText('Showing 1 to 8 of 40 employees')).toBeInTheDocument();
    expect(cardNames()).toEqual(PEOPLE.slice(0, 8).map((p) => p.name));
    const query = directoryCalls()[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      page: '1',
      pageSize: '8',
      sort: 'celebration',
      order: 'asc',
    });

    const first = screen.getByRole('article', { name: 'Person 01' });
    expect(within(first).getByRole('link', { name: 'Person 01' })).toHaveAttribute(
      'href',
      '/employees/emp-1',
    );
    expect(within(first).getByRole('link', { name: 'person1@example.com' })).toHaveAttribute(
      'href',
      'mailto:person1@example.com',
    );
    expect(within(first).getByRole('link', { name: '+1 416-555-0101' })).toHaveAttribute(
      'href',
      'tel:+14165550101',
    );
    expect(within(first).getByText('Work anniversary today')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Person 02' });
    expect(within(second).getByText('Birthday in 3 days')).toBeInTheDocument();
    expect(within(second).getByText('Mar 13, 2026')).toBeInTheDocument();
  });

  it('pages with 3 page numbers a group, the page kept in the address', async () => {
    const { user, directoryCalls } = renderDirectory();
    await screen.findByText('Showing 1 to 8 of 40 employees');
    const pager = screen.getByRole('navigation', { name: 'Pages of employees' });
    const numbers = () =>
      within(pager)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((button) => button.textContent);
    expect(numbers()).toEqual(['1', '2', '3']);
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Showing 17 to 24 of 40 employees');
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing 25 to 32 of 40 employees');
    expect(numbers()).toEqual(['4', '5']);
    expect(screen.getByLabelText('location')).toHaveTextContent('/employees?page=4');
    expect(directoryCalls().at(-1)!.url.searchParams.get('page')).toBe('4');
  });

  it('opens on the view its address names, and All departments lifts the filter', async () => {
    const { user } = renderDirectory('/employees?department=Finance&page=2&sort=name');
    expect(await screen.findByText('Showing 9 to 16 of 20 employees')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveValue('Finance');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Name (A to Z)');
    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    await user.click(await screen.findByRole('option', { name: 'All departments', hidden: true }));
    await screen.findByText('Showing 1 to 8 of 40 employees');
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/employees\?sort=name$/);
  });

  it('searches and filters on the server, back on page 1, and says when no one matches', async () => {
    const { user, directoryCalls } = renderDirectory('/employees?page=2');
    await screen.findByText('Showing 9 to 16 of 40 employees');
    await user.type(screen.getByRole('searchbox', { name: 'Search employees' }), 'person 1');
    await screen.findByText('Showing 1 to 8 of 10 employees');
    expect(screen.getByLabelText('location')).toHaveTextContent('/employees?search=person+1');

    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    await user.click(await screen.findByRole('option', { name: 'Finance', hidden: true }));
    await screen.findByText('Showing 1 to 5 of 5 employees');
    expect(cardNames()).toEqual(['Person 10', 'Person 12', 'Person 14', 'Person 16', 'Person 18']);
    expect(Object.fromEntries(directoryCalls().at(-1)!.url.searchParams)).toMatchObject({
      search: 'person 1',
      department: 'Finance',
      page: '1',
    });
    expect(screen.queryByRole('navigation', { name: 'Pages of employees' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search employees' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search employees' }), 'nobody');
    expect(await screen.findByText('No Data to Display')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Employees' })).not.toBeInTheDocument());
  });

  it('orders by name when asked', async () => {
    const { user, directoryCalls } = renderDirectory();
    await screen.findByText('Showing 1 to 8 of 40 employees');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Name (Z to A)', hidden: true }));
    await waitFor(() =>
      expect(Object.fromEntries(directoryCalls().at(-1)!.url.searchParams)).toMatchObject({
        sort: 'name',
        order: 'desc',
      }),
    );
    expect(screen.getByLabelText('location')).toHaveTextContent('/employees?sort=name&order=desc');
  });
});

describe('the Employee Directory in French', () => {
  it('shows its heading, filters and celebrations in French', async () => {
    await activateLanguage('fr-CA');
    renderDirectory();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Répertoire des employés' }),
    ).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Person 01' });
    expect(within(first).getByText('Anniversaire de service aujourd’hui')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Person 02' })).getByText('Anniversaire dans 3 jours'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Employés' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('Tous les services');
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveValue('Célébrations à venir');
  });
});
