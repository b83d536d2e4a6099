import type { WhosOut } from '@portico/domain/time-away/time-away-dto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { WhosOutCard } from './whos-out-card';

const NOBODY: WhosOut = {
  from: '2026-11-25',
  to: '2026-11-29',
  today: { items: [], total: 0 },
  laterThisWeek: { items: [], total: 0 },
};

const SOMEONE: WhosOut = {
  ...NOBODY,
  today: {
    items: [
      {
        employeeId: 'a',
        name: 'Jordan Reyes',
        days: [{ date: '2026-11-25', requestType: 'Sick', requestStatus: 'APPROVED' }],
      },
    ],
    total: 3,
  },
  laterThisWeek: {
    items: [
      {
        employeeId: 'b',
        name: 'Sam Whitfield',
        days: [
          { date: '2026-11-26', requestType: 'Vacation_Salary', requestStatus: 'APPROVED' },
          { date: '2026-11-27', requestType: 'Vacation_Salary', requestStatus: 'PENDING' },
        ],
      },
    ],
    total: 1,
  },
};

const render = (answer: WhosOut | null) => {
  const { calls } = stubApi(({ url }) =>
    url.pathname === '/api/time-away/out' && answer ? { body: answer } : undefined,
  );
  renderWithProviders(<WhosOutCard />);
  return calls;
};

describe("the dashboard's Who's out card", { timeout: 30_000 }, () => {
  it('lists who is away today and later this week, with their type, days and how many more', async () => {
    render(SOMEONE);
    const card = (await screen.findByRole('heading', { name: 'Who’s out' })).closest('section')!;
    expect(card).toHaveTextContent('Today to Sun, Nov 29, 2026');
    const today = within(card).getByRole('heading', { name: 'Today' }).closest('section')!;
    expect(within(today).getByRole('listitem')).toHaveTextContent('Jordan Reyes SickToday');
    expect(today).toHaveTextContent('and 2 more');
    const later = within(card).getByRole('heading', { name: 'Later this week' }).closest('section')!;
    expect(within(later).getByRole('listitem')).toHaveTextContent(
      'Sam Whitfield Vacation SalaryPENDINGThu, Fri',
    );
  });

  it('says Away, with the plane, where the server does not say why the person is away', async () => {
    const person = SOMEONE.today.items[0]!;
    const day = { ...person.days[0]!, requestType: null };
    render({ ...SOMEONE, today: { items: [{ ...person, days: [day] }], total: 1 } });
    const today = (await screen.findByRole('heading', { name: 'Today' })).closest('section')!;
    expect(within(today).getByRole('listitem')).toHaveTextContent('Jordan Reyes AwayToday');
    expect(today.querySelector('.tabler-icon-plane')).not.toBeNull();
  });

  it.each([
    ['nobody in view is away', NOBODY],
    ['the list cannot be loaded', null],
  ])('shows no card when %s', async (_, answer) => {
    const calls = render(answer);
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Who’s out' })).toBeNull();
  });
});
