import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HeadcountMonth } from '@portico/domain/people-metrics/headcount';
import type { HeadcountMonthDetail, HeadcountReport } from '@portico/domain/people-metrics/headcount-dto';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { emery, noCapabilities } from '../../test/fixtures';
import { LocationProbe } from '../../test/location-probe';
import { renderRoutes } from '../../test/render';
import { stubApi, type StubCall } from '../../test/stub-api';
import { PeopleMetricsPage } from './people-metrics-page';

const drew = {
  ...emery,
  id: 'emp-drew',
  displayName: 'Drew Okafor',
  capabilities: { ...noCapabilities, peopleMetrics: true },
};

const month = (value: string, overrides: Partial<HeadcountMonth> = {}): HeadcountMonth => ({
  month: value,
  activeAsOfFirst: 5,
  newHireReplacement: 0,
  newHireNetNew: 0,
  changes: 0,
  voluntary: 0,
  involuntary: 0,
  activeAsOfEndOfMonth: 5,
  ...overrides,
});

const report = (overrides: Partial<HeadcountReport> = {}): HeadcountReport => ({
  months: [
    month('2026-09-01'),
    month('2026-10-01', { newHireReplacement: 1, voluntary: 2, changes: -1, activeAsOfEndOfMonth: 3 }),
  ],
  summary: {
    start: 5,
    end: 3,
    newHireReplacement: 1,
    newHireNetNew: 0,
    voluntary: 2,
    involuntary: 0,
    changes: -1,
  },
  options: {
    companies: [{ code: 'HLG', name: 'Harbourline Group Inc.' }],
    payClasses: ['Hourly', 'Salary'],
    departments: ['IT', 'Operations'],
  },
  anyoneCounted: true,
  ...overrides,
});

const october: HeadcountMonthDetail = {
  month: report().months[1]!,
  moves: [
    {
      kind: 'newHireReplacement',
      day: '2026-10-06',
      statusReason: 'NEW HIRE REPLACEMENT',
      employee: {
        id: 'e1',
        name: 'Riley Hart',
        employeeNumber: '000101',
        jobTitle: 'Planner',
        department: 'Operations',
        company: 'Harbourline Group Inc.',
      },
    },
    {
      kind: 'voluntary',
      day: '2026-10-17',
      statusReason: 'VOLUNTARY',
      employee: {
        id: 'e2',
        name: 'Sam Ortiz',
        employeeNumber: '000102',
        jobTitle: 'Driver',
        department: 'Operations',
        company: null,
      },
    },
  ],
};

function renderPage(
  answers: { me?: typeof emery; headcount?: (call: StubCall) => HeadcountReport } = {},
  path = '/peopleMetrics',
) {
  const { calls } = stubApi((call) => {
    const path = call.url.pathname;
    if (path === '/api/me') return { body: answers.me ?? drew };
    if (path === '/api/people-metrics/headcount')
      return { body: (answers.headcount ?? (() => report()))(call) };
    if (path === '/api/people-metrics/headcount/2026-10') return { body: october };
    return undefined;
  });
  renderRoutes(
    [
      {
        path: '/peopleMetrics',
        element: (
          <>
            <PeopleMetricsPage />
            <LocationProbe />
          </>
        ),
      },
    ],
    path,
  );
  return { calls, user: userEvent.setup(), location: () => screen.getByLabelText('location').textContent };
}

describe('People Metrics (spec §2)', () => {
  it('opens on Headcount with the summary, the month rows and the note', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'People Metrics' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Headcount', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Time Away' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Headcount by month' });
    const rows = within(table).getAllByRole('row');
    // Newest first, the change with its sign.
    expect(rows[1]).toHaveTextContent('October 2026510−1203');
    expect(
      screen.getByText('* Please note that field numbers are indicative and not absolute.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Terminations').parentElement).toHaveTextContent(
      'Terminations22 voluntary, 0 involuntary',
    );
    expect(screen.getByText('Net Change').parentElement).toHaveTextContent('−2');
  });

  it("shows 'No Data to Display' when nobody it may count matches", async () => {
    renderPage({ headcount: () => report({ anyoneCounted: false }) });
    expect(await screen.findByText('No Data to Display')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Headcount by month' })).not.toBeInTheDocument();
  });

  it('keeps the chosen filters in the address and asks the server for them', async () => {
    const { user, calls, location } = renderPage({}, '/peopleMetrics?department=IT');
    await screen.findByRole('table', { name: 'Headcount by month' });
    expect(calls.some((call) => call.url.search === '?department=IT')).toBe(true);
    await user.click(screen.getByRole('combobox', { name: 'Pay Class' }));
    await user.click(await screen.findByRole('option', { name: 'Hourly', hidden: true }));
    await waitFor(() => expect(location()).toBe('/peopleMetrics?department=IT&payClass=Hourly'));
    await waitFor(() =>
      expect(calls.some((call) => call.url.search === '?payClass=Hourly&department=IT')).toBe(true),
    );
  });

  it('opens a month: who was hired, who left, who changed', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'October 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Headcount, October 2026' });
    expect(await within(dialog).findByRole('table', { name: 'New Hires' })).toHaveTextContent('Riley Hart');
    expect(within(dialog).getByRole('table', { name: 'Terminations' })).toHaveTextContent(
      'Oct 16, 2026'.replace('16', '17'),
    );
    expect(within(dialog).getByRole('heading', { name: 'Changes (0)' })).toBeInTheDocument();
  });

  it('tells someone without reports that People Metrics is not for them, and asks for nothing', async () => {
    const { calls } = renderPage({ me: emery });
    expect(
      await screen.findByText('People Metrics is for managers: you have no one reporting to you.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname.startsWith('/api/people-metrics'))).toBe(false);
  });

  it('switches to Time Away in the address', async () => {
    const { user, location } = renderPage({}, '/peopleMetrics?department=IT');
    await user.click(await screen.findByRole('tab', { name: 'Time Away' }));
    await waitFor(() => expect(location()).toBe('/peopleMetrics?tab=timeAway'));
    expect(screen.getByRole('tab', { name: 'Time Away', selected: true })).toBeInTheDocument();
    // The tab is loaded on demand: it is there once its own filters are.
    expect(await screen.findByRole('group', { name: 'Company' })).toBeInTheDocument();
  });
});

describe('People Metrics in French', () => {
  it('names the page, its tabs, the summary and the month columns in French', async () => {
    await activateLanguage('fr-CA');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Indicateurs RH' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Effectif', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Absences' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Effectif par mois' });
    expect(within(table).getByRole('columnheader', { name: 'Actifs au 1er' })).toBeInTheDocument();
    expect(screen.getByText('Départs').parentElement).toHaveTextContent('2 volontaires, 0 involontaires');
  });
});
