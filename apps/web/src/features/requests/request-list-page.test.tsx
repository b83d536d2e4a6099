import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Me } from '@portico/domain/identity/me';
import { emery, noCapabilities } from '../../test/fixtures';
import { LocationProbe } from '../../test/location-probe';
import { renderRoutes } from '../../test/render';
import { requestRow } from '../../test/request-fixtures';
import { stubApi } from '../../test/stub-api';
import { RequestListPage } from './request-list-page';
import { flashState } from '../../lib/use-flash';
import { activateLanguage } from '../../lib/i18n';

function renderPage(me: Me = emery, path = '/serviceRequests', state?: unknown) {
  const { calls } = stubApi(({ url }) => {
    if (url.pathname === '/api/me') return { body: me };
    if (url.pathname === '/api/requests/summary') return { body: { openCount: 4, approvalPendingCount: 3 } };
    if (url.pathname === '/api/requests') {
      const view = url.searchParams.get('view');
      return {
        body: { items: [requestRow({ description: `A ${view} request` })], total: 1, page: 1, pageSize: 10 },
      };
    }
    return undefined;
  });
  const view = renderRoutes(
    [
      {
        path: '/serviceRequests',
        element: (
          <>
            <RequestListPage />
            <LocationProbe />
          </>
        ),
      },
    ],
    path,
  );
  if (state) void view.router.navigate(path, { state });
  return { calls, user: userEvent.setup() };
}

describe('the IT Requests page (spec §2 IT Requests list)', () => {
  it('opens on My Requests, with the pending approval count on its tab and a New IT Request link', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'IT Requests' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New IT Request' })).toHaveAttribute(
      'href',
      '/serviceRequests/new',
    );
    expect(screen.getByRole('tab', { name: 'My Requests' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('A mine request')).toBeInTheDocument();
    const approvals = screen.getByRole('tab', { name: /Approval Requests/ });
    await within(approvals).findByText('3');
    expect(approvals).toHaveAccessibleName('Approval Requests, 3 pending');
    expect(screen.queryByRole('tab', { name: 'Projects' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Project Ranking' })).toBeInTheDocument();
  });

  it('keeps the open tab in the URL', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: /Approval Requests/ }));
    expect(await screen.findByText('A approvals request')).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/serviceRequests?tab=approvalRequests');
  });

  it('shows the Projects tab to ELT only', async () => {
    renderPage(
      { ...emery, roles: ['ELT'], capabilities: { ...noCapabilities, projectsTab: true } },
      '/serviceRequests?tab=projects',
    );
    expect(await screen.findByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('A projects request')).toBeInTheDocument();
  });

  it('falls back to My Requests when someone without ELT asks for the Projects tab', async () => {
    const { calls } = renderPage(emery, '/serviceRequests?tab=projects');
    expect(await screen.findByText('A mine request')).toBeInTheDocument();
    expect(calls.some((call) => call.url.searchParams.get('view') === 'projects')).toBe(false);
  });

  it("shows 'Deleted!' after a request was deleted from its detail page", async () => {
    renderPage(emery, '/serviceRequests', flashState('000101'));
    const alert = (await screen.findByText('Deleted!')).closest('[role="status"]');
    expect(alert).not.toBeNull();
    expect(alert).toHaveTextContent('Request 000101 has been deleted.');
  });
});

describe('the IT Requests page in French', () => {
  it('names its heading, link and tabs in French', async () => {
    await activateLanguage('fr-CA');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Demandes TI' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouvelle demande TI' })).toHaveAttribute(
      'href',
      '/serviceRequests/new',
    );
    expect(screen.getByRole('tab', { name: 'Mes demandes' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('A mine request')).toBeInTheDocument();
    const approvals = screen.getByRole('tab', { name: /Demandes à approuver/ });
    await within(approvals).findByText('3');
    expect(approvals).toHaveAccessibleName('Demandes à approuver, 3 en attente');
    expect(screen.getByRole('tab', { name: 'Classement des projets' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Mes demandes' })).toBeInTheDocument();
  });
});
