import type { EmployeeAbout, EmployeeListItem } from '@portico/domain/people/employee-list';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { EmployeeListCard } from './employee-list-card';

const person = (n: number, name = `Person ${String(n).padStart(2, '0')}`): EmployeeListItem => ({
  id: `emp-${n}`,
  name,
  title: `Title ${n}`,
  department: 'Operations',
  email: `person${n}@example.com`,
  hasPhoto: false,
});

/** Twelve colleagues, the server's answer paged and searched as it does. */
const PEOPLE = [...Array.from({ length: 11 }, (_, index) => person(index + 1)), person(12, 'Drew Okafor')];

const DREW: EmployeeAbout = {
  id: 'emp-12',
  name: 'Drew Okafor',
  title: 'Operations Manager',
  aboutMe: 'I run the operations team.',
  directReports: [
    { id: 'emp-1', name: 'Emery Lindqvist', title: 'Analyst', hasPhoto: false },
    { id: 'emp-2', name: 'Jordan Reyes', title: 'Coordinator', hasPhoto: false },
    { id: 'emp-3', name: 'Sam Whitfield', title: 'Planner', hasPhoto: false },
  ],
};

function stubPeople() {
  return stubApi(({ url }) => {
    if (url.pathname === '/api/employees/emp-12/about') return { body: DREW };
    if (url.pathname !== '/api/employees') return undefined;
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const matching = PEOPLE.filter((p) => p.name.toLowerCase().includes(search));
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
}

const LAZY_LOAD = { timeout: 15_000 };
const names = (card: HTMLElement) =>
  within(card)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('button').querySelector('p')!.textContent);

// The list and the modal load lazily; a cold test run transforms them on first use.
describe('the employee search list (spec §2 Dashboard, §9)', { timeout: 30_000 }, () => {
  it('shows 5 a page and pages with next and previous', async () => {
    const { calls } = stubPeople();
    renderWithProviders(<EmployeeListCard />);
    await screen.findByText('Person 01', undefined, LAZY_LOAD);
    const card = screen.getByRole('region', { name: 'Employees' });
    expect(names(card)).toEqual(['Person 01', 'Person 02', 'Person 03', 'Person 04', 'Person 05']);
    expect(calls[0]!.url.searchParams.get('pageSize')).toBe('5');
    const pager = within(card).getByRole('navigation', { name: 'Pages of employees' });
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await within(card).findByText('Person 06');
    expect(names(card)).toEqual(['Person 06', 'Person 07', 'Person 08', 'Person 09', 'Person 10']);
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await within(card).findByText('Drew Okafor');
    expect(names(card)).toEqual(['Person 11', 'Drew Okafor']);
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous page' }));
    await within(card).findByText('Person 06');
  });

  it('searches on the server and starts again from page 1', async () => {
    const { calls } = stubPeople();
    renderWithProviders(<EmployeeListCard />);
    await screen.findByText('Person 01', undefined, LAZY_LOAD);
    const card = screen.getByRole('region', { name: 'Employees' });
    await userEvent.click(within(card).getByRole('button', { name: 'Next page' }));
    await within(card).findByText('Person 06');
    await userEvent.type(within(card).getByRole('textbox', { name: 'Search employees' }), 'drew');
    await within(card).findByRole('button', { name: /Drew Okafor/ }, LAZY_LOAD);
    expect(names(card)).toEqual(['Drew Okafor']);
    const last = calls.at(-1)!.url.searchParams;
    expect([last.get('search'), last.get('page')]).toEqual(['drew', '1']);
    expect(within(card).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("opens a colleague's 'more about me' with their About Me and an org chart of their direct reports", async () => {
    stubPeople();
    renderWithProviders(<EmployeeListCard />);
    await screen.findByText('Person 01', undefined, LAZY_LOAD);
    const card = screen.getByRole('region', { name: 'Employees' });
    await userEvent.type(within(card).getByRole('textbox', { name: 'Search employees' }), 'drew');
    await userEvent.click(await within(card).findByRole('button', { name: /Drew Okafor/ }, LAZY_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Drew Okafor' }, LAZY_LOAD);
    expect(
      await within(dialog).findByText('I run the operations team.', undefined, LAZY_LOAD),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Direct Reports (3)' })).toBeInTheDocument();
    const chart = within(dialog).getByTestId('direct-reports-chart');
    const list = within(chart).getByRole('list', { name: "Drew Okafor's direct reports" });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Emery Lindqvist, Analyst', 'Jordan Reyes, Coordinator', 'Sam Whitfield, Planner']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
