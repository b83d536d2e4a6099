import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/render';
import { ApprovalForm } from './approval-form';

function renderForm(serverError: Error | null = null) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <ApprovalForm step="purchase" saving={false} serverError={serverError} onSubmit={onSubmit} />,
  );
  return { onSubmit, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

describe('the approval form (spec §2 Request detail, §5 Approval forms)', () => {
  it("is titled by its step and offers '--None--', Approved and Rejected", () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Purchase Approval' })).toBeInTheDocument();
    const options = within(field('Status')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['--None--', 'Approved', 'Rejected']);
  });

  it("says 'Required' for empty notes and status and does not submit", async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(field('Notes')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Status')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("keeps asking while the status is '--None--'", async () => {
    const { onSubmit, user } = renderForm();
    await user.type(field('Notes'), 'Within budget.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Required')).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the step, the decision and the notes', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(field('Notes'), '  Within budget.  ');
    await user.selectOptions(field('Status'), 'Approved');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      step: 'purchase',
      decision: 'Approved',
      notes: 'Within budget.',
    });
  });

  it('shows a refusal from the server (already decided) in a red alert', () => {
    renderForm(
      new ApiError({ status: 409, title: 'Already decided', detail: 'This step was already approved.' }),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Already decided');
    expect(alert).toHaveTextContent('This step was already approved.');
  });
});
