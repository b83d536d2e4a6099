import type { EmployeeProfileView } from '@portico/domain/people/directory-dto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LocationProbe } from '../../test/location-probe';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { EmployeeProfilePage } from './employee-profile-page';

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
  site: null,
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
  manager: colleague('drew', 'Drew Okafor', 'Operations Manager'),
  directReports: [],
};

function renderProfile(path: string) {
  stubApi(({ url }) => {
    if (url.pathname === '/api/employees/drew/profile') return { body: DREW };
    if (url.pathname === '/api/employees/emery/profile') return { body: EMERY };
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
  return userEvent.setup();
}

describe("a colleague's profile view", () => {
  it('shows the card, About Me, the manager and the direct reports, each linking on', async () => {
    const user = renderProfile('/employees/drew');
    expect(await screen.findByRole('heading', { level: 1, name: 'Drew Okafor' })).toBeInTheDocument();
    expect(screen.getByText('Operations Manager')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'drew.okafor@example.com' })).toHaveAttribute(
      'href',
      'mailto:drew.okafor@example.com',
    );
    expect(screen.getByText(/Work anniversary in 9 days/)).toBeInTheDocument();
    expect(screen.getByText('I manage the operations coordination team.')).toBeInTheDocument();
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
