import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { activateLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { EstimateForm } from './estimate-form';

const noEstimate = { hours: null, rate: null, note: null };

function renderForm(props: Partial<Parameters<typeof EstimateForm>[0]> = {}) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <EstimateForm estimate={noEstimate} onSubmit={onSubmit} saving={null} serverError={null} {...props} />,
  );
  return { onSubmit, user: userEvent.setup() };
}

const hoursField = () => screen.getByRole('textbox', { name: /^Estimated Hours/ });
const rateField = () => screen.getByRole('textbox', { name: /^Rate \(CAD\/hour\)/ });
const cost = () => screen.getByRole('status', { name: 'Estimated Cost' });

describe('the IT desk estimate form (hours × rate = cost in CAD)', () => {
  it('shows the estimated cost as it is typed: 12.5 h × 95 = CA$1,187.50', async () => {
    const { user } = renderForm();
    expect(cost()).toHaveTextContent('—');
    await user.type(hoursField(), '12.5');
    expect(cost()).toHaveTextContent('—');
    await user.type(rateField(), '95');
    expect(cost()).toHaveTextContent('CA$1,187.50');
  });

  it('starts from the saved estimate', () => {
    renderForm({ estimate: { hours: 40, rate: 110.25, note: 'Two sprints' } });
    expect(cost()).toHaveTextContent('CA$4,410.00');
    expect(screen.getByRole('textbox', { name: 'Estimate Note' })).toHaveValue('Two sprints');
  });

  it("'Save Estimate' saves without sending; 'Send for Approval' sends", async () => {
    const { user, onSubmit } = renderForm({ estimate: { hours: 12.5, rate: 95, note: null } });
    await user.click(screen.getByRole('button', { name: 'Save Estimate' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ hours: 12.5, rate: 95, send: false });

    await user.click(screen.getByRole('button', { name: 'Send for Approval' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({ hours: 12.5, rate: 95, send: true });
  });

  it("says 'Required' for empty hours and rate, and sends nothing", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send for Approval' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in a red alert", () => {
    renderForm({
      serverError: new ApiError({
        status: 409,
        title: 'Conflict',
        detail: 'This project is not waiting for an estimate.',
      }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This project is not waiting for an estimate.');
  });
});

describe('the IT desk estimate form in French', () => {
  it('names its fields and buttons in French and shows the cost as French writes it', async () => {
    await activateLanguage('fr-CA');
    const { user, onSubmit } = renderForm();
    expect(screen.getByRole('form', { name: 'Estimation' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Heures estimées/ }), '12,5');
    await user.type(screen.getByRole('textbox', { name: /^Taux \(\$\u00a0CA\/heure\)/ }), '95');
    expect(screen.getByRole('status', { name: 'Coût estimé' })).toHaveTextContent(/^1\s187,50\s\$$/);
    await user.click(screen.getByRole('button', { name: 'Envoyer pour approbation' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ hours: 12.5, rate: 95, send: true });
    expect(screen.getByRole('button', { name: 'Enregistrer l’estimation' })).toBeInTheDocument();
  });
});
