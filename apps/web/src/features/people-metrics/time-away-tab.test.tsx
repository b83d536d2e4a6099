import type { TimeAwayTablePage, TimeAwayTableRow } from '@portico/domain/time-away/time-away-dto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OTHER_DEPARTMENTS_CHIP } from '@portico/domain/time-away/time-away-table';
import { renderAt } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import TimeAwayTab from './time-away-tab';

const row = (n: number, overrides: Partial<TimeAwayTableRow> = {}): TimeAwayTableRow => ({
  employeeId: `e${n}`,
  employeeNumber: String(100 + n),
  name: `Person ${n}`,
  department: 'Sales',
  allocation: 15,
  booked: 3,
  taken: 5,
  remaining: 7,
  usedPercentage: 53,
  ...overrides,
});

const PAGE: TimeAwayTablePage = {
  items: [row(2), row(1, { department: 'C&L', usedPercentage: 120, remaining: -3 })],
  total: 2,
  page: 1,
  pageSize: 10,
  companies: [
    { code: 'NPL', name: 'Northpeak' },
    { code: 'HO', name: 'Head Office' },
  ],
  departments: ['C&L', 'EX', 'Sales', OTHER_DEPARTMENTS_CHIP],
};

function renderTab(path = '/peopleMetrics?tab=timeAway') {
  const { calls } = stubApi(({ url }) =>
    url.pathname === '/api/people-metrics/time-away' ? { body: PAGE } : undefined,
  );
  const view = renderAt(<TimeAwayTab />, path);
  const lastQuery = () => calls.at(-1)!.url.searchParams;
  return { ...view, calls, lastQuery };
}

describe('People Metrics, Time Away (spec §2)', { timeout: 30_000 }, () => {
  it('shows Name, Department, Allocation, Remaining and the Booked & Taken bar, sorted by Name descending', async () => {
    const { lastQuery } = renderTab();
    const table = await screen.findByRole('table', { name: 'Time Away' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.map((text) => text?.replace(/[^A-Za-z& ]/g, '').trim())).toEqual([
      'Name',
      'Department',
      'Allocation',
      'Remaining',
      'Booked & Taken',
    ]);
    expect(
      await within(table).findByRole('progressbar', { name: 'Person 1: 120% booked and taken' }),
    ).toBeVisible();
    expect(within(table).getByText('-3')).toBeVisible();
    expect(lastQuery().get('sort')).toBe('name');
    expect(lastQuery().get('order')).toBe('desc');
    expect(lastQuery().has('company')).toBe(false);
  });

  it('offers company and department chips with All, short labels for C&L and EX, and Other', async () => {
    renderTab();
    const departments = await screen.findByRole('group', { name: 'Department' });
    await within(departments).findByRole('checkbox', { name: 'Legal' });
    expect(
      within(departments)
        .getAllByRole('checkbox')
        .map((chip) => [chip.closest('div')!.textContent, (chip as HTMLInputElement).checked]),
    ).toEqual([
      ['All', true],
      ['Legal', true],
      ['CX', true],
      ['Sales', true],
      ['Other', true],
    ]);
    // A row reads its department as its chip does.
    const table = screen.getByRole('table', { name: 'Time Away' });
    expect(within(table).getByRole('cell', { name: 'Legal' })).toBeVisible();
    expect(within(table).queryByRole('cell', { name: 'C&L' })).toBeNull();
  });

  it('narrows by a chip, shows nobody when All is switched off, and exports the same view', async () => {
    const user = userEvent.setup();
    const { lastQuery } = renderTab();
    const companies = await screen.findByRole('group', { name: 'Company' });
    await user.click(await within(companies).findByRole('checkbox', { name: 'Head Office' }));
    await expect.poll(() => lastQuery().getAll('company')).toEqual(['NPL']);
    const exportLink = screen.getByRole('link', { name: /export csv/i });
    expect(exportLink.getAttribute('href')).toBe(
      '/api/people-metrics/time-away/export.csv?sort=name&order=desc&company=NPL',
    );
    // All after a narrowing chooses every company again; All once more chooses none.
    await user.click(within(companies).getByRole('checkbox', { name: 'All' }));
    await expect.poll(() => lastQuery().has('company')).toBe(false);
    await user.click(within(companies).getByRole('checkbox', { name: 'All' }));
    await expect.poll(() => lastQuery().getAll('company')).toEqual(['']);
  });

  it('opens with the chips a shared link names, none being an empty choice', async () => {
    const { lastQuery } = renderTab('/peopleMetrics?tab=timeAway&company=HO&department=');
    const companies = await screen.findByRole('group', { name: 'Company' });
    expect(await within(companies).findByRole('checkbox', { name: 'Head Office' })).toBeChecked();
    expect(within(companies).getByRole('checkbox', { name: 'All' })).not.toBeChecked();
    const departments = screen.getByRole('group', { name: 'Department' });
    expect(within(departments).getByRole('checkbox', { name: 'Sales' })).not.toBeChecked();
    expect(lastQuery().getAll('company')).toEqual(['HO']);
    expect(lastQuery().getAll('department')).toEqual(['']);
  });

  it('hides Employee Number, Booked, Taken and Percent Taken until shown', async () => {
    const user = userEvent.setup();
    renderTab();
    const table = await screen.findByRole('table', { name: 'Time Away' });
    // As a person would: the rows first, then the Columns menu (the chips and rows arriving
    // while it opens re-render the toolbar it sits in).
    await within(table).findByText('Person 2');
    expect(within(table).queryByRole('columnheader', { name: /Percent Taken/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /columns/i }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Percent Taken' }));
    expect(await within(table).findByRole('columnheader', { name: /Percent Taken/ })).toBeVisible();
  });
});
