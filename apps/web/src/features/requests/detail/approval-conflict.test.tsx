import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import { renderRoutes } from '../../../test/render';
import { requestDetail } from '../../../test/request-fixtures';
import { stubApi } from '../../../test/stub-api';
import { RequestDetailPage } from './request-detail-page';

/** Drew's view of a purchase waiting for him (or his second), as first loaded. */
const waiting = requestDetail({
  type: 'Purchase Request',
  status: 'Pending Purchase Approval',
  locked: true,
  purchase: {
    approver: 'Drew Okafor',
    secondaryApprover: 'Sam Patel',
    status: 'Pending Approval',
    approvedBy: null,
    notes: null,
    approvedOn: null,
  },
  permissions: {
    ...requestDetail().permissions,
    canEdit: false,
    canDelete: false,
    approvalSteps: ['purchase'],
  },
});
/** The same request after Sam approved it first. */
const decidedBySam: RequestDetail = {
  ...waiting,
  status: 'Pending IT Assignment',
  locked: false,
  purchase: {
    ...waiting.purchase,
    status: 'Approved',
    approvedBy: 'Sam Patel',
    notes: 'Fine by me.',
    approvedOn: '2025-03-15T09:00:00.000Z',
  },
  permissions: { ...waiting.permissions, approvalSteps: [] },
};

function renderRace() {
  let current = waiting;
  const { calls } = stubApi(({ method, url }) => {
    if (url.pathname === `/api/requests/${waiting.id}`) return { body: current };
    if (url.pathname.endsWith('/attachments')) return { body: { items: [] } };
    if (method === 'POST' && url.pathname.endsWith('/approvals')) {
      current = decidedBySam;
      return {
        status: 409,
        body: {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          detail: 'This request was already decided.',
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
              actor: 'Sam Patel',
              onBehalfOf: null,
              status: 'Approved',
              notes: 'Fine by me.',
              createdAt: '2025-03-14T15:07:00.000Z',
              completedAt: '2025-03-15T09:00:00.000Z',
            },
          ],
        },
      };
    }
    return undefined;
  });
  renderRoutes(
    [{ path: '/serviceRequests/:id', element: <RequestDetailPage /> }],
    `/serviceRequests/${waiting.id}`,
  );
  return { calls, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

describe('a decision someone else made first (409)', () => {
  it('reloads the request, drops the stale form and says who decided and when', async () => {
    const { calls, user } = renderRace();
    expect(await screen.findByRole('heading', { name: 'Purchase Approval', level: 2 })).toBeInTheDocument();
    await user.type(field('Notes'), 'Go ahead.');
    await user.selectOptions(field('Status'), 'Approved');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('This request was already decided');
    expect(await screen.findByText(/Purchase Approval was approved by Sam Patel on/)).toBeInTheDocument();
    // The form is gone: the reloaded request no longer offers it.
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Pending IT Assignment').length).toBeGreaterThan(0);
    const detailLoads = calls.filter(
      (call) => call.method === 'GET' && call.url.pathname === `/api/requests/${waiting.id}`,
    );
    expect(detailLoads.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the approval step’s labels and the conflict of interest', () => {
  function renderDetail(request: RequestDetail) {
    stubApi(({ url }) => {
      if (url.pathname === `/api/requests/${request.id}`) return { body: request };
      if (url.pathname.endsWith('/attachments')) return { body: { items: [] } };
      return undefined;
    });
    renderRoutes(
      [{ path: '/serviceRequests/:id', element: <RequestDetailPage /> }],
      `/serviceRequests/${request.id}`,
    );
  }

  it("reads 'Rejected By' on a rejected purchase", async () => {
    renderDetail({
      ...decidedBySam,
      status: 'Cancelled',
      purchase: { ...decidedBySam.purchase, status: 'Rejected' },
    });
    expect(await screen.findByText('Rejected By')).toBeInTheDocument();
    expect(screen.queryByText('Approved By')).not.toBeInTheDocument();
  });

  it('offers no form on one’s own request and names who decides', async () => {
    renderDetail({
      ...waiting,
      waitingFor: { step: 'purchase', deciders: ['Sam Patel'], escalated: false },
      permissions: { ...waiting.permissions, approvalSteps: [], ownRequestStep: 'purchase' },
    });
    expect(await screen.findByText('You cannot decide this Purchase Approval')).toBeInTheDocument();
    expect(screen.getByText('This is your own request. Sam Patel must decide it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('says an Admin decides when no approver may', async () => {
    renderDetail({
      ...waiting,
      waitingFor: { step: 'purchase', deciders: [], escalated: false },
      permissions: { ...waiting.permissions, approvalSteps: [], ownRequestStep: 'purchase' },
    });
    expect(await screen.findByText('This is your own request. An Admin must decide it.')).toBeInTheDocument();
  });
});
