import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Me } from '@portico/domain/identity/me';
import type { RequestDetail, RequestRow } from '@portico/domain/requests/request-dto';
import { meQueryKey } from '../../../lib/api/get-me';
import { activateLanguage } from '../../../lib/i18n';
import { emery, noCapabilities } from '../../../test/fixtures';
import { requestRow } from '../../../test/request-fixtures';
import { createTestQueryClient, renderRoutes, stubFetch } from '../../../test/render';
import { columnHeaders } from '../../../test/table-queries';
import { ItDeskPage } from './it-desk-page';

const alex: Me = {
  ...emery,
  id: 'emp-alex',
  displayName: 'Alex Morgan',
  email: 'alex.morgan@example.com',
  roles: ['Admin'],
  capabilities: {
    ...noCapabilities,
    itDesk: true,
    contactMessages: true,
    administration: true,
    rankProjects: true,
    portalMetrics: true,
    newsEvents: true,
  },
};

/** A desk row: the shared request row, on the desk's printer ticket. */
const row = (overrides: Partial<RequestRow>): RequestRow =>
  requestRow({
    name: 'SR-00041',
    displayName: '00041',
    createdAt: '2025-03-14T15:00:00.000Z',
    description: 'Printer on floor 3 jams',
    category: 'Printing',
    ...overrides,
  });

const support = row({});
const brief = row({
  id: 'req-2',
  name: 'SR-00042',
  displayName: '00042',
  type: 'Project Brief',
  description: 'Field time-sheet app',
  status: 'Pending Estimate',
  approvalStatus: 'Pending Estimate',
  approvalPending: true,
});

const QUEUE = '/api/requests?view=desk&page=1&pageSize=10&sort=name&order=desc';

const briefDetail = {
  id: 'req-2',
  name: 'SR-00042',
  displayName: '00042',
  type: 'Project Brief',
  description: 'Field time-sheet app',
  status: 'Pending Estimate',
  priority: '1 - HIGH',
  neededBy: '2025-06-30',
  category: { id: 'cat-1', name: 'New application' },
  requestedFor: { id: 'emp-emery', name: 'Emery Lindqvist' },
  assignedTo: null,
  statusNotes: null,
  estimatedCompletion: null,
  completedOn: null,
  estimate: {
    approver: 'Blair Chen',
    status: 'Pending Estimate',
    notes: null,
    approvedOn: null,
    sent: false,
    sentOn: null,
    hours: null,
    rate: null,
    cost: null,
    note: null,
  },
  permissions: { canWorkDesk: true, canSendEstimate: true },
} as unknown as RequestDetail;

function renderDesk(me: Me, answers: Parameters<typeof stubFetch>[0] = {}) {
  const { fetchStub, calls } = stubFetch({
    [QUEUE]: { body: { items: [support, brief], total: 2, page: 1, pageSize: 10 } },
    '/api/requests/req-2': { body: briefDetail },
    '/api/it-desk/staff': { body: { items: [{ id: 'emp-alex', name: 'Alex Morgan' }] } },
    ...answers,
  });
  vi.stubGlobal('fetch', fetchStub);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, me);
  renderRoutes([{ path: '/it-desk', element: <ItDeskPage /> }], '/it-desk', queryClient);
  return { calls, user: userEvent.setup() };
}

const requestUrls = (calls: { url: string }[]) =>
  calls.map((call) => call.url).filter((url) => url.startsWith('/api/requests?'));

describe('the IT desk page', () => {
  it('is not for people without the IT desk capability, and asks the server for nothing', async () => {
    const { calls } = renderDesk(emery);
    expect(screen.getByRole('heading', { level: 1, name: 'IT Desk' })).toBeInTheDocument();
    expect(screen.getByText('You do not have access to this page.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requestUrls(calls)).toEqual([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the same when the server refuses the queue', async () => {
    renderDesk(alex, { [QUEUE]: { status: 403, body: { title: 'Forbidden', status: 403 } } });
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
  });

  it('lists the queue for an Admin: columns, links to requests, highlighted pending approvals', async () => {
    renderDesk(alex);
    const table = await screen.findByRole('table', { name: 'IT desk queue' });
    // The table keeps its shape (headers, placeholder rows) while the queue loads.
    await within(table).findByRole('link', { name: '00041' });
    expect(columnHeaders('IT desk queue')).toEqual([
      'ID',
      'Date',
      'Type',
      'Brief Description',
      'Requested For',
      'Priority',
      'Assigned To',
      'Status',
      'Actions',
    ]);
    expect(within(table).getByRole('link', { name: '00041' })).toHaveAttribute(
      'href',
      '/serviceRequests/req-1',
    );
    const [, supportRow, briefRow] = within(table).getAllByRole('row');
    expect(supportRow).not.toHaveAttribute('data-highlighted');
    expect(briefRow).toHaveAttribute('data-highlighted', 'true');
    expect(briefRow).toHaveTextContent('Approval pending');
    expect(within(table).getByRole('columnheader', { name: /ID/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('asks the server for the sort, the type and the page size chosen', async () => {
    const briefsOnly = { body: { items: [brief], total: 1, page: 1, pageSize: 10 } };
    const { user, calls } = renderDesk(alex, {
      '/api/requests?view=desk&type=project-brief&page=1&pageSize=10&sort=createdAt&order=desc': briefsOnly,
    });
    const table = await screen.findByRole('table', { name: 'IT desk queue' });

    await user.click(within(table).getByRole('button', { name: /Date/ }));
    await waitFor(() =>
      expect(requestUrls(calls)).toContain(
        '/api/requests?view=desk&page=1&pageSize=10&sort=createdAt&order=desc',
      ),
    );

    await user.click(screen.getByRole('radio', { name: 'Project Brief' }));
    await waitFor(() =>
      expect(requestUrls(calls)).toContain(
        '/api/requests?view=desk&type=project-brief&page=1&pageSize=10&sort=createdAt&order=desc',
      ),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page, IT desk queue' }), 'All');
    await waitFor(() =>
      expect(requestUrls(calls)).toContain(
        '/api/requests?view=desk&type=project-brief&page=1&pageSize=all&sort=createdAt&order=desc',
      ),
    );
  });

  it("opens a request's fulfilment and estimate forms from 'Work on'", async () => {
    const { user } = renderDesk(alex);
    await user.click(await screen.findByRole('button', { name: 'Work on 00042' }));

    const drawer = await screen.findByRole('dialog', { name: 'Work on 00042' });
    expect(await within(drawer).findByRole('form', { name: 'Fulfilment' })).toBeInTheDocument();
    expect(within(drawer).getByRole('form', { name: 'Estimate' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Send for Approval' })).toBeInTheDocument();
  });

  it('says what a fulfilment save did once the drawer closes', async () => {
    const sam = { id: '5f0c1a52-8a43-4f57-9f2b-3f1f0c9a1b02', name: 'Sam Rivera' };
    const { user, calls } = renderDesk(alex, {
      '/api/it-desk/staff': { body: { items: [sam] } },
      '/api/requests/req-2/fulfilment': {
        body: {
          id: 'req-2',
          status: 'Pending Estimate',
          assignedTo: { id: sam.id, name: sam.name },
          statusNotes: null,
          estimatedCompletion: null,
          completedOn: null,
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Work on 00042' }));
    const drawer = await screen.findByRole('dialog', { name: 'Work on 00042' });
    const form = await within(drawer).findByRole('form', { name: 'Fulfilment' });
    // Closing without saving changes nothing, and the button says so.
    expect(within(form).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('combobox', { name: 'Assigned To' }));
    await user.click(await screen.findByRole('option', { name: 'Sam Rivera', hidden: true }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('00042 saved: assigned to Sam Rivera.')).toBeInTheDocument();
    expect(
      screen.getByText('00042 saved: assigned to Sam Rivera.').closest('[role="status"]'),
    ).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = calls.find((call) => call.url === '/api/requests/req-2/fulfilment');
    expect(JSON.parse(String(patch!.init!.body))).toEqual({ assignedToId: sam.id });
  }, 20_000);
});

describe('the IT desk page in French', () => {
  it('shows the queue, its filters and the work-on drawer in French', async () => {
    await activateLanguage('fr-CA');
    const { user } = renderDesk(alex);
    expect(screen.getByRole('heading', { level: 1, name: 'Centre de services TI' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'File d’attente du centre de services TI' });
    await within(table).findByRole('link', { name: '00041' });
    expect(columnHeaders('File d’attente du centre de services TI')).toEqual([
      'Numéro',
      'Date',
      'Type',
      'Brève description',
      'Demandée pour',
      'Priorité',
      'Assignée à',
      'Statut',
      'Actions',
    ]);
    const [, , briefRow] = within(table).getAllByRole('row');
    expect(briefRow).toHaveTextContent('Fiche de projet');
    expect(briefRow).toHaveTextContent('En attente d’estimation');
    expect(briefRow).toHaveTextContent('Approbation en attente');
    expect(screen.getByRole('radio', { name: 'Soumission' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('Tous les statuts');

    await user.click(screen.getByRole('button', { name: 'Traiter la demande 00042' }));
    const drawer = await screen.findByRole('dialog', { name: 'Traiter la demande 00042' });
    expect(await within(drawer).findByRole('form', { name: 'Traitement' })).toBeInTheDocument();
    expect(within(drawer).getByRole('form', { name: 'Estimation' })).toBeInTheDocument();
    expect(within(drawer).getByText('1 - ÉLEVÉE')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Ouvrir la demande' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Envoyer pour approbation' })).toBeInTheDocument();
  }, 20_000);
});
