import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deskCanSetStatus } from '@portico/domain/requests/workflow/desk';
import { DESK_STATUS_REFUSED } from '@portico/domain/requests/workflow/workflow-messages';
import { DESK_STATUSES, STATUS } from '@portico/domain/requests/request-constants';
import { ApiError } from '../../../lib/api-client';
import { activateLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { FulfilmentForm, fulfilmentChanges } from './fulfilment-form';

const STAFF = [
  { id: '5f0c1a52-8a43-4f57-9f2b-3f1f0c9a1b01', name: 'Alex Morgan', title: 'IT Manager' },
  { id: '5f0c1a52-8a43-4f57-9f2b-3f1f0c9a1b02', name: 'Sam Rivera', title: 'IT Technician' },
];

const request = (status: string) => ({
  status,
  assignedTo: null,
  statusNotes: null,
  estimatedCompletion: null,
  completedOn: null,
});

function renderForm(status: string, props: Partial<Parameters<typeof FulfilmentForm>[0]> = {}) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <FulfilmentForm
      request={request(status)}
      staff={STAFF}
      staffLoading={false}
      onSubmit={onSubmit}
      onClose={() => {}}
      saving={false}
      serverError={null}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

async function statusOptions(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  const listbox = await screen.findByRole('listbox', { name: 'Status', hidden: true });
  return within(listbox).getAllByRole('option', { hidden: true });
}

describe('the IT desk fulfilment form', () => {
  it.each([
    STATUS.pendingEstimate,
    STATUS.pendingPurchaseApproval,
    STATUS.assigned,
    STATUS.pendingItAssignment,
  ])('disables the statuses deskCanSetStatus refuses from %s', async (current) => {
    const { user } = renderForm(current);
    const options = await statusOptions(user);
    expect(options.map((option) => option.textContent)).toEqual(DESK_STATUSES);
    for (const option of options) {
      const allowed = deskCanSetStatus(current, option.textContent as (typeof DESK_STATUSES)[number]);
      if (allowed) expect(option).not.toHaveAttribute('data-combobox-disabled');
      else expect(option).toHaveAttribute('data-combobox-disabled', 'true');
    }
  });

  it('leaves only Cancelled to a request waiting for an approval, and says why', async () => {
    const { user } = renderForm(STATUS.pendingPreApproval);
    expect(screen.getByText(DESK_STATUS_REFUSED)).toBeInTheDocument();
    const options = await statusOptions(user);
    const enabled = options.filter((option) => !option.hasAttribute('data-combobox-disabled'));
    expect(enabled.map((option) => option.textContent)).toEqual([STATUS.cancelled]);
  });

  it('sends only what changed: the new status, assignee and notes', async () => {
    const { user, onSubmit } = renderForm(STATUS.pendingItAssignment);
    await statusOptions(user);
    await user.click(screen.getByRole('option', { name: STATUS.assigned, hidden: true }));
    await user.click(screen.getByRole('combobox', { name: 'Assigned To' }));
    await user.click(await screen.findByRole('option', { name: 'Sam Rivera', hidden: true }));
    await user.type(screen.getByRole('textbox', { name: 'Status Notes' }), 'Laptop ordered.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      status: STATUS.assigned,
      assignedToId: STAFF[1]!.id,
      statusNotes: 'Laptop ordered.',
    });
  });

  it('searches the desk’s staff with what is typed in Assigned To, and not with a chosen name', async () => {
    const onStaffSearch = vi.fn();
    const { user } = renderForm(STATUS.pendingItAssignment, { onStaffSearch });
    const assignee = screen.getByRole('combobox', { name: 'Assigned To' });
    await user.type(assignee, ' Sa');
    expect(onStaffSearch).toHaveBeenLastCalledWith('Sa');
    await user.click(await screen.findByRole('option', { name: 'Sam Rivera', hidden: true }));
    expect(assignee).toHaveValue('Sam Rivera');
    expect(onStaffSearch).toHaveBeenLastCalledWith('');
  });

  it('does not send an unchanged form', async () => {
    const { user, onSubmit } = renderForm(STATUS.assigned);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing to save: no field has changed.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in a red alert", () => {
    renderForm(STATUS.pendingEstimate, {
      serverError: new ApiError({ status: 409, title: 'Conflict', detail: DESK_STATUS_REFUSED }),
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Conflict');
    expect(alert).toHaveTextContent(DESK_STATUS_REFUSED);
  });

  it('computes changes against the saved request, treating empty text as none', () => {
    const saved = { ...request(STATUS.assigned), statusNotes: 'Old', completedOn: '2025-03-01' };
    expect(
      fulfilmentChanges(saved, { status: STATUS.assigned, statusNotes: 'Old', completedOn: '2025-03-01' }),
    ).toEqual({});
    expect(fulfilmentChanges(saved, { status: STATUS.complete, statusNotes: '', completedOn: null })).toEqual(
      {
        status: STATUS.complete,
        statusNotes: null,
        completedOn: null,
      },
    );
  });
});

describe('the IT desk fulfilment form in French', () => {
  it('names its fields, statuses and buttons in French, and sends the statuses in English', async () => {
    await activateLanguage('fr-CA');
    const { user, onSubmit } = renderForm(STATUS.pendingItAssignment);
    expect(screen.getByRole('form', { name: 'Traitement' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes sur le statut' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(screen.getAllByPlaceholderText('Choisir une date')).toHaveLength(2);
    await user.click(screen.getByRole('combobox', { name: 'Statut' }));
    const listbox = await screen.findByRole('listbox', { name: 'Statut', hidden: true });
    const options = within(listbox).getAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual([
      'En attente d’assignation TI',
      'En attente de réponse de l’utilisateur',
      'Assignée',
      'En suspens',
      'Terminée',
      'Annulée',
    ]);
    await user.click(screen.getByRole('option', { name: 'Assignée', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ status: STATUS.assigned }));
  });

  it('says in French why a request waiting for an approval can only be cancelled', async () => {
    await activateLanguage('fr-CA');
    renderForm(STATUS.pendingPreApproval);
    expect(
      screen.getByText('Cette demande attend une approbation; elle ne peut qu’être annulée.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveAttribute(
      'placeholder',
      'En attente de préapprobation',
    );
  });
});
