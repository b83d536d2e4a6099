import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { requestKeys } from '../../lib/api/request-keys';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { DeleteRequestFlow } from './delete-request-flow';

function renderFlow(answer: { status: number; body?: unknown }) {
  const { calls } = stubApi(({ method, url }) =>
    method === 'DELETE' && url.pathname === '/api/requests/req-1' ? answer : { body: {} },
  );
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  renderWithProviders(
    <DeleteRequestFlow
      target={{ id: 'req-1', displayName: '000101' }}
      onClose={onClose}
      onDeleted={onDeleted}
    />,
  );
  return { calls, onClose, onDeleted, user: userEvent.setup() };
}

const deletes = (calls: ReturnType<typeof renderFlow>['calls']) =>
  calls.filter((call) => call.method === 'DELETE');

describe('deleting a request (spec §2 Request detail, §8)', () => {
  it('asks with the spec’s words, offering Delete and Cancel, with Cancel focused', async () => {
    const { calls, onClose, user } = renderFlow({ status: 204 });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this record? This action cannot be undone.',
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(deletes(calls)).toHaveLength(0);
  });

  it('deletes on Delete and reports it, for the caller’s Deleted! alert', async () => {
    const { calls, onDeleted, user } = renderFlow({ status: 204 });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledWith({ id: 'req-1', displayName: '000101' }));
    expect(deletes(calls)).toHaveLength(1);
  });

  it("shows the 'Oops!' dialog with the server's message when the delete fails", async () => {
    const { onDeleted, user } = renderFlow({
      status: 403,
      body: {
        type: 'about:blank',
        title: 'Forbidden',
        status: 403,
        detail: 'A Locked request cannot be deleted.',
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const oops = await screen.findByRole('dialog', { name: 'Oops!' });
    expect(oops).toHaveTextContent('A Locked request cannot be deleted.');
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('reads the request again when the delete is refused, so its page shows where it stands', async () => {
    stubApi(({ method }) =>
      method === 'DELETE'
        ? {
            status: 409,
            body: { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Decided meanwhile.' },
          }
        : { body: {} },
    );
    const queryClient = createTestQueryClient();
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    renderWithProviders(
      <DeleteRequestFlow
        target={{ id: 'req-1', displayName: '000101' }}
        onClose={vi.fn()}
        onDeleted={vi.fn()}
      />,
      queryClient,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog', { name: 'Oops!' });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: requestKeys.detail('req-1') });
  });
});
