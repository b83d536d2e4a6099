import type { BusinessUnitRow } from '@portico/domain/business-units/business-unit-admin';
import type { AccessRole } from '@portico/domain/identity/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emery } from '../../test/fixtures';
import { activateLanguage } from '../../lib/i18n';
import { renderAt } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { BusinessUnitsPage } from './business-units-page';

const IT: BusinessUnitRow = {
  id: 'unit-it',
  name: 'IT',
  leaderEmployeeNumber: '000008',
  leader: {
    id: '7b0a7f5e-4a38-4c34-9d5e-3f0f6a1b2c3d',
    employeeNumber: '000008',
    name: 'Robin Vale',
    title: 'Director of IT',
    current: true,
  },
  employeeCount: 21,
  hasOrgChart: true,
};
const FIELD: BusinessUnitRow = {
  id: 'unit-field',
  name: 'Field',
  leaderEmployeeNumber: '000040',
  leader: {
    id: '0d6f3c1e-9b1a-4c2e-8f3a-5a6b7c8d9e0f',
    employeeNumber: '000040',
    name: 'Sam Gone',
    title: 'Field Lead',
    current: false,
  },
  employeeCount: 0,
  hasOrgChart: false,
};

function renderPage(roles: AccessRole[]) {
  const stub = stubApi(({ method, url }) => {
    if (url.pathname === '/api/me') return { body: { ...emery, roles } };
    if (url.pathname === '/api/admin/business-units' && method === 'GET') {
      return { body: { items: [FIELD, IT], total: 2, page: 1, pageSize: 10 } };
    }
    if (url.pathname === '/api/admin/business-units/unit-it' && method === 'PATCH') return { body: IT };
    if (url.pathname === '/api/admin/business-units/unit-it' && method === 'DELETE') {
      return {
        status: 409,
        body: {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          detail: 'IT cannot be deleted: 21 current employees have it as their department.',
        },
      };
    }
    return undefined;
  });
  renderAt(<BusinessUnitsPage />, '/admin/business-units');
  return { ...stub, user: userEvent.setup() };
}

/** A unit's row, by the unit's name exactly (not a title that contains it). */
const rowOf = async (name: string) => (await screen.findByText(name, { exact: true })).closest('tr')!;

describe('the Business Units screen', () => {
  it('shows HR each unit with its leader, and says when a leader has left or a unit has no tab', async () => {
    renderPage(['HR']);
    const itRow = within(await rowOf('IT'));
    expect(itRow.getByText('Robin Vale')).toBeInTheDocument();
    expect(itRow.getByText('Director of IT')).toBeInTheDocument();
    expect(itRow.getByText('000008')).toBeInTheDocument();
    const field = within(await rowOf('Field'));
    expect(field.getByText('Has left')).toBeInTheDocument();
    expect(field.getByText('No org chart tab')).toBeInTheDocument();
  });

  it('saves the leader chosen in the edit form', async () => {
    const { calls, user } = renderPage(['Admin']);
    await user.click(within(await rowOf('IT')).getByRole('button', { name: 'Edit IT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Business Unit' });
    expect(within(dialog).getByRole('combobox', { name: /^Leader/ })).toHaveValue('Robin Vale');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('IT is now led by Robin Vale.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      leaderId: '7b0a7f5e-4a38-4c34-9d5e-3f0f6a1b2c3d',
    });
  });

  it('asks for a name and a leader before adding a unit', async () => {
    const { calls, user } = renderPage(['HR']);
    await user.click(await screen.findByRole('button', { name: 'New Business Unit' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Business Unit' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getAllByText('Required')).toHaveLength(2));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says why a unit in use cannot be deleted', async () => {
    const { user } = renderPage(['Admin']);
    await user.click(within(await rowOf('IT')).getByRole('button', { name: 'Delete IT' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(/IT cannot be deleted: 21 current employees/)).toBeInTheDocument();
  });

  it('is not for someone without Admin or HR', async () => {
    renderPage([]);
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
  });
});

describe('the Business Units screen in French', () => {
  it('shows its title, columns, leaders and modal in French', async () => {
    await activateLanguage('fr-CA');
    renderPage(['HR']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unités d’affaires' })).toBeInTheDocument();
    const field = within((await screen.findByText('Field', { exact: true })).closest('tr')!);
    expect(field.getByText('A quitté').closest('[title]')).toHaveAttribute(
      'title',
      'Aucun organigramme tant qu’un dirigeant actuel n’est pas choisi',
    );
    expect(field.getByText('Aucun onglet d’organigramme')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Dirigeant/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /N° d’employé/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nouvelle unité d’affaires' }));
    expect(await screen.findByRole('dialog', { name: 'Nouvelle unité d’affaires' })).toBeInTheDocument();
    expect(
      screen.getByText('Un employé actuel; l’organigramme commence à cette personne.'),
    ).toBeInTheDocument();
  });
});
