import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import { activateLanguage } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';
import { requestDetail } from '../../../test/request-fixtures';
import { stubApi } from '../../../test/stub-api';
import { RequestDetailPage } from './request-detail-page';

function renderDetail(request: RequestDetail) {
  const { calls } = stubApi(({ method, url }) => {
    if (url.pathname === `/api/requests/${request.id}`) return { body: request };
    if (url.pathname.endsWith('/attachments')) return { body: { items: [] } };
    if (method === 'POST' && url.pathname.endsWith('/approvals')) {
      return {
        body: {
          ...request,
          purchase: { ...request.purchase, status: 'Approved' },
          permissions: { ...request.permissions, approvalSteps: [] },
        },
      };
    }
    if (method === 'GET' && url.pathname.endsWith('/approvals')) {
      return {
        body: {
          items: [
            {
              id: 'ap-1',
              step: 'purchase',
              approver: 'Drew Okafor',
              actor: 'Drew Okafor',
              status: 'Approved',
              notes: 'Within budget.',
              createdAt: '2025-03-14T15:07:00.000Z',
              completedAt: '2025-03-15T09:00:00.000Z',
            },
          ],
        },
      };
    }
    return undefined;
  });
  const rendered = renderRoutes(
    [{ path: '/serviceRequests/:id', element: <RequestDetailPage /> }],
    `/serviceRequests/${request.id}`,
  );
  return { calls, user: userEvent.setup(), unmount: rendered.unmount };
}

const locked = (overrides: Partial<RequestDetail> = {}) =>
  requestDetail({
    status: 'Pending Purchase Approval',
    locked: true,
    permissions: { ...requestDetail().permissions, canEdit: false, canDelete: false },
    ...overrides,
  });

describe('the request detail page (spec §2 Request detail)', () => {
  it('offers Edit and Delete on an open request of ones own', async () => {
    renderDetail(requestDetail());
    expect(await screen.findByRole('heading', { level: 1, name: 'IT Request 000101' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/serviceRequests/edit/req-1');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    for (const section of ['Request Details', 'Request Status', 'Attachments']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
  });

  it('disables Edit and Delete on a Locked request', async () => {
    renderDetail(locked({ type: 'Purchase Request' }));
    await screen.findByRole('heading', { level: 1, name: 'IT Request 000101' });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    // Waiting for its approver, the request still takes the requester's supporting files.
    expect(screen.getByRole('button', { name: 'Add files' })).toBeInTheDocument();
  });

  it('shows Escalated while an escalated step waits, and not otherwise', async () => {
    const waiting = (escalated: boolean) =>
      locked({
        type: 'Purchase Request',
        waitingFor: { step: 'purchase', deciders: ['Drew Okafor'], escalated },
      });
    const { unmount } = renderDetail(waiting(true));
    const status = await screen.findByRole('region', { name: 'Request Status' });
    expect(within(status).getByText('Escalated')).toBeInTheDocument();
    unmount();
    renderDetail(waiting(false));
    const plain = await screen.findByRole('region', { name: 'Request Status' });
    expect(within(plain).queryByText('Escalated')).not.toBeInTheDocument();
  });

  it('offers no file changes when the server says the request is closed to them', async () => {
    renderDetail(
      requestDetail({
        status: 'Complete',
        locked: true,
        permissions: {
          ...requestDetail().permissions,
          canEdit: false,
          canDelete: false,
          canChangeAttachments: false,
        },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'IT Request 000101' });
    expect(screen.queryByRole('button', { name: 'Add files' })).not.toBeInTheDocument();
  });

  it('shows an approval form for each step the server allows, and the Approval History', async () => {
    const { user } = renderDetail(
      locked({
        type: 'Purchase Request',
        permissions: { ...locked().permissions, approvalSteps: ['purchase'] },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Purchase Approval', level: 2 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approval History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approval History' });
    const row = (await within(dialog).findByText('Within budget.')).closest('tr')!;
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(within(row).getAllByText('Drew Okafor')).toHaveLength(2);
  });

  it('records a decision, then replaces the form with its confirmation', async () => {
    const { calls, user } = renderDetail(
      locked({
        type: 'Purchase Request',
        permissions: { ...locked().permissions, approvalSteps: ['purchase'] },
      }),
    );
    await user.type(await screen.findByLabelText(/^Notes/), 'Within budget.');
    await user.selectOptions(screen.getByLabelText(/^Status/), 'Approved');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('You approved this request.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({ step: 'purchase', decision: 'Approved', notes: 'Within budget.' });
  });

  it('shows a project estimate in Canadian dollars', async () => {
    const base = requestDetail();
    renderDetail(
      requestDetail({
        type: 'Project Brief',
        projectTitle: 'Fleet telematics',
        estimate: { ...base.estimate, status: 'Approved', hours: 240, rate: 110, cost: 26400 },
      }),
    );
    const status = await screen.findByRole('region', { name: 'Request Status' });
    expect(within(status).getByText('CA$26,400.00')).toBeInTheDocument();
    expect(within(status).getByText('CA$110.00')).toBeInTheDocument();
  });

  it('says a request that is not there (or not yours) was not found', async () => {
    stubApi(() => undefined);
    renderRoutes([{ path: '/serviceRequests/:id', element: <RequestDetailPage /> }], '/serviceRequests/nope');
    expect(await screen.findByText('Request not found')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The request was not found.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('could not be loaded');
  });

  it('after a delete, Back shows "not found", not the deleted request', async () => {
    const request = requestDetail({ permissions: { ...requestDetail().permissions, canDelete: true } });
    let deleted = false;
    const { calls } = stubApi(({ method, url }) => {
      if (method === 'DELETE' && url.pathname === `/api/requests/${request.id}`) {
        deleted = true;
        return { status: 204 };
      }
      if (deleted) {
        return {
          status: 404,
          body: {
            type: 'about:blank',
            title: 'Not Found',
            status: 404,
            detail: 'The request was not found.',
          },
        };
      }
      if (url.pathname === `/api/requests/${request.id}`) return { body: request };
      if (url.pathname.endsWith('/attachments')) return { body: { items: [] } };
      return undefined;
    });
    const { router } = renderRoutes(
      [
        { path: '/serviceRequests/:id', element: <RequestDetailPage /> },
        { path: '/serviceRequests', element: <p>The list</p> },
      ],
      '/serviceRequests',
    );
    await router.navigate(`/serviceRequests/${request.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();

    await router.navigate(-1);
    expect(await screen.findByText('Request not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const reads = calls.filter(
      (call) => call.method === 'GET' && call.url.pathname === `/api/requests/${request.id}`,
    );
    expect(reads).toHaveLength(2);
  });

  it('opens a request by the number people see, then shows it at its own address', async () => {
    const request = requestDetail();
    stubApi(({ url }) => {
      if (url.pathname === `/api/requests/${request.displayName}`) return { body: request };
      if (url.pathname === `/api/requests/${request.id}`) return { body: request };
      if (url.pathname.endsWith('/attachments')) return { body: { items: [] } };
      return undefined;
    });
    const { router } = renderRoutes(
      [{ path: '/serviceRequests/:id', element: <RequestDetailPage /> }],
      `/serviceRequests/${request.displayName}`,
    );
    expect(
      await screen.findByRole('heading', { name: `IT Request ${request.displayName}` }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/serviceRequests/${request.id}`);
  });
});

describe('the request detail page in French', () => {
  it('shows its sections, facts, statuses and Approval History in French', async () => {
    await activateLanguage('fr-CA');
    const { user } = renderDetail(
      locked({
        type: 'Purchase Request',
        productBrand: 'Lenovo',
        purchase: { ...requestDetail().purchase, approver: 'Drew Okafor', status: 'Pending Approval' },
        waitingFor: { step: 'purchase', deciders: ['Drew Okafor'], escalated: true },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Demande TI 000101' })).toBeInTheDocument();

    const details = await screen.findByRole('region', { name: 'Détails de la demande' });
    for (const label of ['Numéro de demande', 'Demandée par', 'Priorité', 'Requis pour le', 'Marque']) {
      expect(within(details).getByText(label)).toBeInTheDocument();
    }
    expect(within(details).getByText('Achat')).toBeInTheDocument();
    expect(within(details).getByText('2 - Moyenne')).toBeInTheDocument();
    expect(within(details).getByText('Non')).toBeInTheDocument();

    const status = await screen.findByRole('region', { name: 'Statut de la demande' });
    expect(within(status).getByText('En attente d’approbation d’achat')).toBeInTheDocument();
    expect(within(status).getByText('Escaladée')).toBeInTheDocument();
    expect(within(status).getByText('Verrouillée')).toBeInTheDocument();
    expect(within(status).getByRole('heading', { name: 'Approbation d’achat' })).toBeInTheDocument();
    expect(within(status).getByText('Statut de l’approbation')).toBeInTheDocument();
    expect(within(status).getByText('En attente d’approbation')).toBeInTheDocument();
    expect(within(status).getByText('Approuvée par')).toBeInTheDocument();

    expect(await screen.findByRole('region', { name: 'Pièces jointes' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Activité' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Historique des approbations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Historique des approbations' });
    const row = (await within(dialog).findByText('Within budget.')).closest('tr')!;
    expect(within(row).getByText('Approbation d’achat')).toBeInTheDocument();
    expect(within(row).getByText('Approuvée')).toBeInTheDocument();
    for (const header of ['Étape', 'Statut', 'Approbateur', 'Décidée par', 'Créée le', 'Terminée le']) {
      expect(within(dialog).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
  });

  it('says in French that a request was not found', async () => {
    await activateLanguage('fr-CA');
    stubApi(() => undefined);
    renderRoutes([{ path: '/serviceRequests/:id', element: <RequestDetailPage /> }], '/serviceRequests/nope');
    expect(await screen.findByText('Demande introuvable')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('La demande est introuvable.');
    expect(screen.getByRole('link', { name: 'Retour aux demandes TI' })).toBeInTheDocument();
  });
});
