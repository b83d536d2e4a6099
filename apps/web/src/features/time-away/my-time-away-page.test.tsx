import type { MyTimeAway } from '@portico/domain/time-away/time-away-dto';
import { timeAwayBalances } from '@portico/domain/time-away/time-away-totals';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { activateLanguage } from '../../lib/i18n';
import { MyTimeAwayPage } from './my-time-away-page';

const used = (requestType: string, status: string) => ({ entryType: 'Used', status, requestType });

const EMERY: MyTimeAway = {
  displayName: 'Emery Lindqvist',
  balances: timeAwayBalances(
    [used('Vacation_Salary', 'Taken'), used('Vacation_Salary', 'Booked'), used('Sick', 'Taken')],
    { Vacation_Salary: 15, Sick: 5 },
  ),
  booked: [{ id: 'b1', requestType: 'Vacation_Salary', requestStatus: 'PENDING', date: '2026-12-08' }],
  taken: [
    { id: 't1', requestType: 'Sick', requestStatus: 'APPROVED', date: '2026-11-02' },
    { id: 't2', requestType: 'Vacation_Salary', requestStatus: 'APPROVED', date: '2026-09-14' },
  ],
};

const NOBODY: MyTimeAway = {
  displayName: 'New Starter',
  balances: timeAwayBalances([], {}),
  booked: [],
  taken: [],
};

const render = (record: MyTimeAway) => {
  stubApi(({ url }) => (url.pathname === '/api/time-away/mine' ? { body: record } : undefined));
  return renderWithProviders(<MyTimeAwayPage />);
};

describe('My Time Away (spec §2 My Time Off)', { timeout: 30_000 }, () => {
  it('shows a card titled with the display name and the seven rows of totals', async () => {
    render(EMERY);
    const card = (await screen.findByRole('heading', { name: 'Emery Lindqvist' })).closest('section')!;
    const table = within(card).getByRole('table', { name: /time away totals/i });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'TypeAllocationBookedTakenRemaining',
      'Vacation Salary151113',
      'Carry Over0000',
      'Sick5014',
      'Personal0000',
      'Float0000',
      'Volunteer0000',
      'Vacation0000',
    ]);
  });

  it('lists booked and taken days with icon, type in words, status colour and date', async () => {
    render(EMERY);
    const booked = (await screen.findByRole('heading', { name: 'Booked' })).closest('section')!;
    const [pending] = within(booked).getAllByRole('listitem');
    expect(pending).toHaveTextContent('Vacation SalaryPENDINGDec 8, 2026');
    expect(within(pending!).getByText('PENDING').className).toMatch(/notApproved/);
    const taken = screen.getByRole('heading', { name: 'Taken' }).closest('section')!;
    const [sick] = within(taken).getAllByRole('listitem');
    expect(sick).toHaveTextContent('SickAPPROVEDNov 2, 2026');
    const approved = within(sick!).getByText('APPROVED').className;
    expect(approved).toMatch(/approved/);
    expect(approved).not.toMatch(/notApproved/);
    expect(
      await screen.findByRole('img', { name: 'Vacation Salary: 1 booked, 1 taken, 13 remaining' }),
    ).toBeVisible();
  });

  it("says 'No time booked.' and 'No time taken.' when there is none, and has no chart to draw", async () => {
    render(NOBODY);
    expect(await screen.findByText('No time booked.')).toBeVisible();
    expect(screen.getByText('No time taken.')).toBeVisible();
    expect(screen.getByText('No Data to Display')).toBeVisible();
  });
});

describe('My Time Away in French', { timeout: 30_000 }, () => {
  it('shows the totals’ columns, the lists and their empty states in French', async () => {
    await activateLanguage('fr-CA');
    render(NOBODY);
    const card = (await screen.findByRole('heading', { name: 'New Starter' })).closest('section')!;
    const table = within(card).getByRole('table', { name: 'Totaux des absences, en jours' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Type', 'Allocation', 'Réservé', 'Pris', 'Restant']);
    expect(within(card).getByRole('heading', { name: 'Réservé' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Aucune absence réservée.');
    expect(card).toHaveTextContent('Aucune absence prise.');
    expect(screen.getByRole('heading', { name: 'Vacances payées' })).toBeInTheDocument();
  });
});
