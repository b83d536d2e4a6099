import type { AccessRole } from '@portico/domain/identity/roles';
import type { EmployeeProfileView } from '@portico/domain/people/directory-dto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emery as me } from '../../test/fixtures';
import { LocationProbe } from '../../test/location-probe';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { EmployeeProfilePage } from './employee-profile-page';
import { activateLanguage } from '../../lib/i18n';

const colleague = (id: string, name: string, title: string) => ({ id, name, title, hasPhoto: false });

const DREW: EmployeeProfileView = {
  id: 'drew',
  name: 'Drew Okafor',
  hasPhoto: false,
  title: 'Operations Manager',
  department: 'Operations',
  email: 'drew.okafor@example.com',
  phone: '+1 416-555-0105',
  celebration: { kind: 'ANV', date: '2026-03-19', days: 10 },
  aboutMe: 'I manage the operations coordination team.',
  site: { id: 'site-toronto', name: 'Toronto', timeZone: 'America/Toronto' },
  manager: colleague('lee', 'Lee Harper', 'VP Operations'),
  directReports: [colleague('emery', 'Emery Lindqvist', 'Operations Coordinator')],
};
const EMERY: EmployeeProfileView = {
  ...DREW,
  id: 'emery',
  name: 'Emery Lindqvist',
  title: 'Operations Coordinator',
  celebration: { kind: 'BRT', date: '2026-03-10', days: 1 },
  aboutMe: null,
  site: null,
  manager: colleague('drew', 'Drew Okafor', 'Operations Manager'),
  directReports: [],
};

function renderProfile(path: string, roles: AccessRole[] = []) {
  let drew = DREW;
  const stub = stubApi(({ method, url, body }) => {
    if (url.pathname === '/api/me') return { body: { ...me, roles } };
    if (url.pathname === '/api/employees/drew/profile') return { body: drew };
    if (url.pathname === '/api/employees/emery/profile') return { body: EMERY };
    if (url.pathname === '/api/sites') {
      return {
        body: {
          items: [
            { id: '6f1c0d2e-5b4a-4c3d-9e8f-7a6b5c4d3e2f', name: 'Doha' },
            { id: 'site-toronto', name: 'Toronto' },
          ],
        },
      };
    }
    if (url.pathname === '/api/people/drew/site' && method === 'PUT') {
      const site = { id: '6f1c0d2e-5b4a-4c3d-9e8f-7a6b5c4d3e2f', name: 'Doha', timeZone: 'Asia/Qatar' };
      drew = { ...DREW, site };
      return { body: { employeeId: 'drew', site, sent: body } };
    }
    return undefined;
  });
  renderRoutes(
    [
      {
        path: '/employees/:id',
        element: (
          <>
            <EmployeeProfilePage />
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
  return { user: userEvent.setup(), calls: stub.calls };
}

describe("a colleague's profile view", () => {
  it('shows the card, About Me, the manager and the direct reports, each linking on', async () => {
    const { user } = renderProfile('/employees/drew');
    expect(await screen.findByRole('heading', { level: 1, name: 'Drew Okafor' })).toBeInTheDocument();
    expect(screen.getByText('Operations Manager')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'drew.okafor@example.com' })).toHaveAttribute(
      'href',
      'mailto:drew.okafor@example.com',
    );
    expect(screen.getByText(/Work anniversary in 9 days/)).toBeInTheDocument();
    expect(screen.getByText('I manage the operations coordination team.')).toBeInTheDocument();
    expect(screen.getByText(/^Site: Toronto/)).toHaveTextContent('Site: Toronto (America/Toronto)');
    expect(screen.queryByRole('button', { name: 'Change site' })).not.toBeInTheDocument();
    const manager = screen.getByRole('region', { name: 'Manager' });
    expect(within(manager).getByRole('link', { name: 'Lee Harper' })).toHaveAttribute(
      'href',
      '/employees/lee',
    );
    const reports = screen.getByRole('region', { name: 'Direct Reports (1)' });
    await user.click(within(reports).getByRole('link', { name: 'Emery Lindqvist' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Emery Lindqvist' })).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/employees/emery');
    expect(screen.getByText('Birthday today')).toBeInTheDocument();
    expect(screen.getByText('No direct reports.')).toBeInTheDocument();
    expect(screen.getByText('No Data to Display')).toBeInTheDocument();
    // No site, and not HR's or an Admin's to see: nothing said.
    expect(screen.queryByText(/^Site:/)).not.toBeInTheDocument();
  });

  it('lets HR move the person to another site, and says so', async () => {
    const { user, calls } = renderProfile('/employees/drew', ['HR']);
    await user.click(await screen.findByRole('button', { name: 'Change site' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change site: Drew Okafor' });
    const select = within(dialog).getByRole('combobox', { name: /^Site/ });
    // Once the sites have loaded, the person's own is chosen.
    await waitFor(() => expect(select).toHaveValue('Toronto'));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Doha', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Drew Okafor now works at Doha.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      siteId: '6f1c0d2e-5b4a-4c3d-9e8f-7a6b5c4d3e2f',
    });
    expect(await screen.findByText(/^Site: Doha/)).toHaveTextContent('Site: Doha (Asia/Qatar)');
  });

  it('shows an Admin that a person has no site, with the way to give them one', async () => {
    renderProfile('/employees/emery', ['Admin']);
    expect(await screen.findByText(/^Site: No site/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change site' })).toBeInTheDocument();
  });

  it('says so when the person is not (or no longer) in the directory', async () => {
    renderProfile('/employees/gone');
    expect(await screen.findByText(/This employee was not found/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Employee Directory' })).toHaveAttribute(
      'href',
      '/employees',
    );
  });
});

describe("a colleague's profile view in French", () => {
  it('shows its sections, site and celebration in French', async () => {
    await activateLanguage('fr-CA');
    renderProfile('/employees/drew', ['HR']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Drew Okafor' })).toBeInTheDocument();
    expect(screen.getByText(/Anniversaire de service dans 9 jours/)).toBeInTheDocument();
    expect(screen.getByText(/^Site : Toronto/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Changer de site' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'À propos de moi' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Gestionnaire' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Subordonnés directs (1)' })).toBeInTheDocument();
  });
});
